package dice

import (
	"slices"

	"github.com/griffengine/griff/griff"
)

// Roll rolls e with rng and returns the total. It draws from rng in the order the
// package documentation gives and allocates nothing.
func (e *Expr) Roll(rng *griff.Rand) int64 {
	var s int64
	for _, t := range e.terms {
		v := t.Const
		if t.Dice {
			v = t.Group.Roll(rng)
		}
		if t.Neg {
			s -= v
		} else {
			s += v
		}
	}
	return s
}

// Roll rolls g with rng and returns the total of the kept dice. It allocates
// nothing. Roll panics if g breaks the limits of the package (a Group not made by
// Parse or ParseGroup).
func (g Group) Roll(rng *griff.Rand) int64 {
	if g.Count < 1 || g.Count > MaxCount || g.Sides < 1 || g.Sides > MaxSides || g.Keep < 0 {
		panic("dice: Group.Roll: group outside the limits: " + g.String())
	}
	if g.kept() == g.Count {
		var s int64
		for range g.Count {
			s += g.die(rng)
		}
		return s
	}
	var all []int64
	if g.Count <= 32 {
		var small [32]int64 // most groups: do not clear 8 KB of stack per roll
		all = small[:g.Count]
	} else {
		var buf [MaxCount]int64
		all = buf[:g.Count]
	}
	for i := range all {
		all[i] = g.die(rng)
	}
	slices.Sort(all)
	keep := all[:g.Keep]
	if !g.KeepLowest {
		keep = all[g.Count-g.Keep:]
	}
	var s int64
	for _, v := range keep {
		s += v
	}
	return s
}

// die rolls one die, with its explosions.
func (g Group) die(rng *griff.Rand) int64 {
	var s int64
	for i := 0; ; i++ {
		r := rng.IntRange(1, g.Sides)
		s += int64(r)
		if !g.Explode || r != g.Sides || i == MaxExplosions {
			return s
		}
	}
}
