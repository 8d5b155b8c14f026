"""An upload over the game file's limit (scorekeeper/forms/uploads.py): the form gets a file like any other, with
its name, size, type and character set as the browser sent them, and none of its bytes."""

from django.test import RequestFactory

from scorekeeper.services.exchange import MAX_FILE_BYTES


def sent(part_headers: str, size: int):
    """The file a form gets for `size` bytes posted as game.json, with these headers of its part."""
    head = f'--B\r\nContent-Disposition: form-data; name="file"; filename="game.json"\r\n{part_headers}\r\n'
    body = head.encode() + b"{" * size + b"\r\n--B--\r\n"
    return RequestFactory().generic("POST", "/", body, content_type="multipart/form-data; boundary=B").FILES["file"]


def described(upload) -> tuple[object, ...]:
    return upload.name, upload.content_type, upload.charset


def test_a_file_up_to_the_limit_is_kept_whole():
    upload = sent("Content-Type: application/json\r\n", MAX_FILE_BYTES)
    assert upload.size == MAX_FILE_BYTES and upload.read() == b"{" * MAX_FILE_BYTES


def test_a_file_over_the_limit_is_described_as_one_under_it_and_holds_none_of_its_bytes():
    headers = "Content-Type: application/json; charset=utf-8\r\n"
    upload = sent(headers, MAX_FILE_BYTES + 1)
    assert described(upload) == described(sent(headers, 10))
    assert upload.content_type == "application/json" and upload.charset
    assert upload.size == MAX_FILE_BYTES + 1 and upload.read() == b""


def test_a_file_over_the_limit_sent_with_no_type_has_none():
    upload = sent("", MAX_FILE_BYTES + 1)
    assert described(upload) == described(sent("", 10)) == ("game.json", "", None)
    assert upload.size == MAX_FILE_BYTES + 1 and upload.read() == b""
