"""Who and what the Altered test lines name, as the reader gives them."""

SELF = {"role": "self"}
YOU = {"role": "controller"}
TARGET_CHARACTER = {"role": "object", "targeted": True, "type": ["character"]}
IT = {"role": "it"}
EACH_PLAYER = {"role": "player", "count": "each"}
MY_EXPEDITION = {"role": "object", "type": ["expedition"], "expedition": "mine"}
