"""The score pad's forms, built from the rules of the game they serve: one module per page's concern."""
