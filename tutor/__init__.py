"""tutor: learn Satat, Saskop, Piquet and Subastao.

Installed as ``pip install "trick-tutor[widgets]"`` (the distribution ``trick-tutor``, imported as ``tutor``).
The rules core (``tutor.cards``, ``tutor.tricks``, ``tutor.inputs``, ``tutor.errors``, ``tutor.games``) uses
only the standard library; ``tutor.experiments`` plays many deals (on every core, or a cluster) into tables;
``tutor.svg`` draws cards; ``tutor.widgets`` (the ``widgets`` extra) makes them clickable; ``tutor.lesson``
turns the rules into guided steps. Every error raised on purpose is a :class:`~tutor.errors.TutorError`.

>>> from tutor.cards import CardSet
>>> CardSet.parse("AS KH")
CardSet.parse('AS KH')
>>> from tutor import TutorError
>>> try:
...     CardSet.parse("AS ZZ")
... except TutorError as error:
...     print(type(error).__name__)
NotationError

The engine speaks English, Japanese and Spanish (:mod:`tutor.i18n`):

>>> from tutor import set_language
>>> from tutor.cards import Card
>>> set_language("ja")
>>> Card.parse("QS").name()
'スペードのクイーン'
>>> set_language("en")
"""

from .errors import IllegalAction, ImpossiblePosition, NotationError, TutorError
from .i18n import LANGUAGES, get_language, set_language, speaking

__all__ = [
    "LANGUAGES",
    "IllegalAction",
    "ImpossiblePosition",
    "NotationError",
    "TutorError",
    "get_language",
    "set_language",
    "speaking",
]
__version__ = "0.2.0"
