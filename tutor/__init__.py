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
"""

from .errors import IllegalAction, ImpossiblePosition, NotationError, TutorError

__all__ = ["IllegalAction", "ImpossiblePosition", "NotationError", "TutorError"]
__version__ = "0.2.0"
