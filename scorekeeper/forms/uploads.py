"""Uploads: no more of a file is kept than a game file can be.

Django stores an upload whole (in memory, or in a temporary file past
FILE_UPLOAD_MAX_MEMORY_SIZE) before a form sees it. This handler, first in
settings.FILE_UPLOAD_HANDLERS, passes a file's chunks on to the usual handlers
only up to MAX_FILE_BYTES; past that the rest is read and dropped, and the
form gets an empty file that says how big the upload was, to refuse it by
its size with a message.
"""

from io import BytesIO
from typing import TYPE_CHECKING, Any

from django.core.files.uploadedfile import UploadedFile
from django.core.files.uploadhandler import FileUploadHandler

from ..services.exchange import MAX_FILE_BYTES

if TYPE_CHECKING:  # generic only to django-stubs: subscripting it fails at run time
    Upload = UploadedFile[bytes]
else:
    Upload = UploadedFile


class OversizedUpload(Upload):
    """An upload over the limit: its name and size, none of its bytes."""

    def __init__(self, name: str, content_type: str, size: int, charset: str | None):
        super().__init__(BytesIO(b""), name, content_type, size, charset)


class LimitedUploadHandler(FileUploadHandler):
    def new_file(self, *args: Any, **kwargs: Any) -> None:
        super().new_file(*args, **kwargs)
        self.received = 0

    def receive_data_chunk(self, raw_data: bytes, start: int) -> bytes | None:
        self.received += len(raw_data)
        if self.received > MAX_FILE_BYTES:
            return None  # the handlers after this one get nothing more of this file
        return raw_data

    def file_complete(self, file_size: int) -> Upload | None:
        if file_size <= MAX_FILE_BYTES:
            return None  # the usual handlers give the file
        return OversizedUpload(self.file_name or "", self.content_type or "", file_size, self.charset)
