"""Horus Heresy readers: reaction profiles (their Trigger and Cost lines) into the IR, and
battles (``counterplay simulate``) into the runtime's :class:`Battle`."""
