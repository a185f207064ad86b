"""tutor: learn Satat, Saskop, Piquet and Subastao.

The rules core (``tutor.cards``, ``tutor.tricks``, ``tutor.inputs``, ``tutor.errors``, ``tutor.games``) uses
only the standard library; ``tutor.svg`` draws cards; ``tutor.widgets`` (extra ``tutor[widgets]``) makes them
clickable; ``tutor.lesson`` turns the rules into guided steps. Every error raised on purpose is a
:class:`~tutor.errors.TutorError`.

>>> from tutor.cards import CardSet
>>> CardSet.parse("AS KH")
CardSet.parse('AS KH')
>>> from tutor import TutorError
>>> try:
...     CardSet.parse("AS ZZ")
... except TutorError as error:
...     print(type(error).__name__)
NotationError
"""

from .errors import IllegalAction, ImpossiblePosition, NotationError, TutorError

__all__ = ["IllegalAction", "ImpossiblePosition", "NotationError", "TutorError"]
__version__ = "0.1.0"
