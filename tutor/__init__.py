"""tutor: learn Satat, Saskop, Piquet and Subastao.

The rules core (``tutor.cards``, ``tutor.tricks``, ``tutor.errors``, ``tutor.games``) uses only the standard
library; ``tutor.svg`` draws cards; ``tutor.widgets`` (extra ``tutor[widgets]``) makes them clickable;
``tutor.lesson`` turns the rules into guided steps.

>>> from tutor.cards import CardSet
>>> CardSet.parse("AS KH")
CardSet.parse('AS KH')
"""

__version__ = "0.1.0"
