"""What the accounts announce, for the parts of Meld that keep something of an account (the sign-in's
failed logins, scorekeeper/services/logins.py), which the accounts do not import."""

from django.dispatch import Signal

# A password was set anew from a reset mail, by whoever reads the account's mail: its owner. Sent with `user`.
password_reset = Signal()
