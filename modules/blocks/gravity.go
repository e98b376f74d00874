package blocks

import "time"

// gravityTable is the guideline's gravity: the time the piece takes to fall
// one row at levels 1 to 20, (0.8 - (level-1)*0.007)^(level-1) seconds (Tetris
// Guideline 2009, the curve Tetris Worlds introduced), rounded to the nearest
// nanosecond. The base has three decimals, so each value is an exact
// fraction; the table was worked out from it once and a test checks every
// entry against exact big-number arithmetic. It is a table, not math.Pow at
// run time, so every machine falls at the same speed to the nanosecond.
var gravityTable = [...]time.Duration{
	1:  1000000000,
	2:  793000000,
	3:  617796000,
	4:  472729139,
	5:  355196928,
	6:  262003550,
	7:  189677245,
	8:  134734731,
	9:  93882249,
	10: 64151585,
	11: 42976258,
	12: 28217678,
	13: 18153329,
	14: 11439342,
	15: 7058616,
	16: 4263557,
	17: 2520084,
	18: 1457139,
	19: 823907,
	20: 455398,
}

// MaxGravityLevel is the highest level with a gravity of its own; higher
// levels fall as fast as it (the curve keeps falling below a twentieth of a
// row a step, "20G" at 60 steps a second, where every piece lands at once).
const MaxGravityLevel = len(gravityTable) - 1

// Gravity returns how long a piece takes to fall one row at level: the
// guideline curve of gravityTable. Levels below 1 count as 1, above
// MaxGravityLevel as MaxGravityLevel.
func Gravity(level int) time.Duration {
	return gravityTable[min(max(level, 1), MaxGravityLevel)]
}
