// Package formula reads and evaluates the formulas of Griff's data tables, such as
// "2d6 + strength * 1.5 + weapon.bonus" or "if(level >= 10, 2, 1) * base".
//
// A formula is read once by Parse into a small tree (an Expr), bound once to a Scope
// that turns each name into a slot number (a Formula), and then evaluated many times
// with Eval, which reads slots from an Env and rolls dice with the caller's
// *griff.Rand. Eval allocates nothing unless it fails.
//
// # Grammar
//
//	formula    = [ "=" ] expr                      (a leading "=" is ignored, as in a spreadsheet)
//	expr       = or
//	or         = and { "or" and }
//	and        = not { "and" not }
//	not        = "not" not | comparison
//	comparison = sum [ ( "<" | "<=" | ">" | ">=" | "==" | "=" | "!=" | "<>" ) sum ]
//	sum        = product { ( "+" | "-" ) product }
//	product    = unary { ( "*" | "/" | "%" ) unary }
//	unary      = ( "-" | "+" ) unary | power
//	power      = primary [ "^" unary ]             (right-associative: 2^3^2 = 2^9)
//	primary    = number | dice | "true" | "false" | call | reference | "(" expr ")"
//	call       = name "(" [ expr { "," expr } ] ")"
//	reference  = name                              (a column of the same row)
//	           | name "." name                     (a reference column, then a column of the row it names)
//	           | name "[" rowid "]" "." name       (table[row].column)
//	rowid      = name | digits | string
//	number     = digits [ "." digits ] [ ( "e" | "E" ) [ "+" | "-" ] digits ]
//	dice       = [ digits ] "d" digits [ "!" ] [ ( "kh" | "kl" ) digits ]   (see package dice)
//	string     = '"' { any but '"' } '"' | "'" { any but "'" } "'"
//	name       = letter { letter | digit | "_" }     (letter: a Unicode letter or "_")
//
// Precedence, loosest first: or; and; not; comparisons (which do not chain); + -;
// * / %; unary minus; ^. So -2^2 = -4 and 2^-1 = 0.5, as in mathematics (and unlike
// some spreadsheets). Keywords (and, or, not, true, false) and function names are
// case-insensitive; column and table names are not. A name "d" followed by digits
// alone ("d20", "d6!") is a die, not a column; "1d6" always is. A column named like
// a keyword cannot be read by a formula. Formulas are the same in every locale: "."
// is the decimal point and "," separates arguments, also in ";"-separated files.
// "3d6!=3" is "3d6 != 3": a "!" followed by "=" is not an explosion.
//
// Dice in a formula are one group each ("2d6+3" is the group 2d6 plus 3); they are
// rolled every time they are evaluated, from the rng given to Eval, in the order they
// are evaluated. and, or and if() evaluate only what they need (left to right), so an
// unchosen branch rolls nothing.
//
// # Values and functions
//
// Every value is a float64. Booleans are numbers, as in a spreadsheet: true is 1,
// false is 0, and any non-zero number counts as true. Comparisons, and, or, not
// return 1 or 0; == is exact float equality.
//
//	min(a, b, ...), max(a, b, ...)   one or more arguments
//	clamp(x, lo, hi)                 lo <= hi, else ErrDomain
//	if(c, a, b)                      a if c is non-zero, else b
//	floor, ceil, trunc, abs          as math.Floor, math.Ceil, math.Trunc, math.Abs
//	round(x)                         nearest integer, ties away from zero (round(2.5) = 3, round(-2.5) = -3), as math.Round
//	sqrt(x)                          griff.Sqrt; x < 0 is ErrDomain
//	log(x)                           natural logarithm, griff.Log; x <= 0 is ErrDomain
//	exp(x)                           griff.Exp
//	pow(x, y), x ^ y                 griff.Pow; pow(0, 0) = 1
//	x % y                            floored modulo: x - y*floor(x/y), like a spreadsheet's MOD (-1 % 3 = 2); the result is 0
//	                                 or has the sign of y, and is strictly within (-|y|, |y|): where the exact result rounds to
//	                                 y itself (1e-20 % -3 is -3 + 1e-20) it is the float next to y towards 0 (-2.9999999999999996)
//
// # Errors, not panics
//
// Parse and Bind return an *Error naming the column (1-based, in runes) of the
// problem. Evaluation never panics on data and never yields NaN or an infinity: it
// returns an *EvalError wrapping ErrDivByZero (x/0, x%0, 0^-1), ErrDomain (sqrt or
// log of a negative, log(0), a negative number to a fractional power, clamp with
// lo > hi) or ErrOverflow (a result beyond ±math.MaxFloat64, such as 10^400 or
// exp(1000)). Errors from the Env (a referenced cell that failed) are returned as
// they are. An Eval that succeeds allocates nothing; one that fails allocates its
// *EvalError (made in advance, the errors took 120 bytes for each operator of
// every formula, more than the formula itself).
//
// # Bounds and memory
//
// Parse refuses a formula longer than MaxLen bytes (10,000) or nested deeper than
// MaxDepth (200), so one formula has at most MaxLen nodes and parsing it uses a
// bounded stack. A parsed tree takes 64 bytes a node, and 64 bytes a name it
// reads; Bind shares the tree with every Formula bound from the same Expr, adding
// only the slot of each name (8 bytes a name) and 32 bytes, so a table column
// with the same formula in every row holds one tree (package table shares equal
// cells' Exprs). Evaluating a formula visits each node at most once and rolls at
// most Expr.MaxRolls dice of its own, so its work is bounded by its size, plus
// what its Env does for the slots it reads.
//
// # Determinism
//
// + - * / are single IEEE 754 operations, rounded once each (every result is
// rounded to float64 before it is used: no fused multiply-add). %, floor, ceil,
// trunc, round, abs, min, max, clamp and sqrt are exact or correctly rounded and so
// the same everywhere; log, exp and pow are the deterministic pure-Go functions of
// package griff, not package math (whose assembly versions differ by machine);
// they are within a few ulps of the exact result, so they may differ from
// package math in the last bits (1.1^50 is 117.39085287969579, the correctly
// rounded value of float64(1.1)^50, where math.Pow on amd64 gives
// 117.39085287969571, five ulps below; the golden tests pin Griff's bits).
// Number literals are read with strconv.ParseFloat (correctly rounded). So a formula
// gives the same bits on every machine for the same inputs and the same rng.
package formula
