// Package dice reads, rolls and analyses dice expressions such as "2d6+3", "4d6kh3",
// "2d20kl1" and "3d6!".
//
// Grammar (spaces are allowed between terms, not inside a group):
//
//	expr    = [ "+" | "-" ] term { ( "+" | "-" ) term }
//	term    = group | integer
//	group   = [ count ] ( "d" | "D" ) sides [ "!" ] [ ( "kh" | "kl" ) keep ]
//	count, sides, keep = integer
//
// A missing count means 1 ("d20" is "1d20"). Limits: 1 <= count <= MaxCount,
// 1 <= sides <= MaxSides, 1 <= keep <= count, |integer| <= MaxConstant, at most
// MaxTerms terms. "kh K" keeps the K highest dice, "kl K" the K lowest.
//
// Exploding dice ("!"): a die that shows its highest face is rolled again and the new
// roll is added, and so on, but a die explodes at most MaxExplosions times (it is
// rolled at most MaxExplosions+1 times). The cap keeps rolls finite (a "1d1!" would
// explode forever) and makes the exact distribution finite; it is part of the
// rules, so Roll and Distribution agree exactly. Keeping applies to the exploded
// totals of each die ("4d6!kh3" keeps the three best exploded dice).
//
// Rolling draws each die with griff.Rand.IntRange(1, sides), dice in order from left
// to right, explosions of a die right after it, so a seed gives the same totals on
// every machine. Totals are int64 and cannot overflow within the limits.
//
// Distribution returns the exact probability of every total as a math/big.Rat
// (counts are convolved as big integers over a common denominator; keep-highest and
// keep-lowest use a dynamic program over face values with multinomial counts), so the
// probabilities sum to exactly 1.
package dice
