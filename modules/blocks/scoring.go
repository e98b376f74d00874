package blocks

// Spin is what kind of T-spin a lock was.
type Spin uint8

// The T-spin kinds.
const (
	SpinNone Spin = iota
	SpinMini
	SpinFull
)

// String returns "", "T-Spin Mini" or "T-Spin".
func (s Spin) String() string { return [...]string{"", "T-Spin Mini", "T-Spin"}[min(s, SpinFull)] }

// tCorners are the four cells diagonal to the T's centre (the middle of its
// 3 by 3 box, (1, 1)), by the direction the T points (its rotation state):
// the two "front" corners on the side it points to, then the two "back" ones.
var tCorners = [4][4]Cell{
	Rot0: {{0, 2}, {2, 2}, {0, 0}, {2, 0}},
	RotR: {{2, 2}, {2, 0}, {0, 2}, {0, 0}},
	Rot2: {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
	RotL: {{0, 2}, {0, 0}, {2, 2}, {2, 0}},
}

// finKick is the index of the SRS test whose kick always makes a full T-spin
// (the fifth, (±1, -2): "TST" and "fin" kicks).
const finKick = KickTests - 1

// tSpin decides whether a T piece p that has just locked (its last move a
// rotation that took kick test kick) is a T-spin, by the guideline's
// three-corner rule: at least three of the four cells diagonal to its centre
// are filled (a wall or the floor counts as filled). It is a full T-spin when
// both front corners (the side the T points to) are filled or the rotation
// took the fifth kick test, else a mini. A piece that is not a T, or whose
// last move was not a rotation, is no spin.
func tSpin(f *field, p Piece, rotated bool, kick int) Spin {
	if p.Kind != KindT || !rotated {
		return SpinNone
	}
	var front, back int
	for i, c := range tCorners[p.Rot&3] {
		if !f.free(p.X+c.X, p.Y+c.Y) {
			if i < 2 {
				front++
			} else {
				back++
			}
		}
	}
	switch {
	case front+back < 3:
		return SpinNone
	case front == 2 || kick == finKick:
		return SpinFull
	}
	return SpinMini
}

// Clear describes what a lock cleared and scored.
type Clear struct {
	// Lines is how many rows the lock filled (0 to 4).
	Lines int `json:"lines"`
	// Spin is the T-spin the lock was.
	Spin Spin `json:"spin"`
	// BackToBack is true when this clear was a difficult one (a Tetris, or a
	// T-spin that cleared lines) right after another difficult clear, with
	// only locks that cleared nothing between them; its points were then
	// multiplied by 1.5.
	BackToBack bool `json:"backToBack"`
	// Combo is the combo count after the lock: 0 for the first clearing
	// piece in a row, 1 for the second, and so on; -1 when it cleared nothing.
	Combo int `json:"combo"`
	// Perfect is true when the lock cleared lines and left the field empty
	// (a "perfect clear" or "all clear"); its bonus is in Points.
	Perfect bool `json:"perfect,omitempty"`
	// Points is what the lock scored (without drop points).
	Points int `json:"points"`
}

// Name returns how a game shows the clear: "Single", "Double", "Triple",
// "Tetris", with "T-Spin" or "T-Spin Mini" before it ("T-Spin" alone for a
// spin that cleared nothing), "" for nothing.
func (c Clear) Name() string {
	lines := [...]string{"", "Single", "Double", "Triple", "Tetris"}[min(max(c.Lines, 0), 4)]
	switch {
	case c.Spin == SpinNone:
		return lines
	case lines == "":
		return c.Spin.String()
	}
	return c.Spin.String() + " " + lines
}

// basePoints are the guideline's points for a clear at level 1, by spin then
// lines: Single 100, Double 300, Triple 500, Tetris 800; T-spin Mini 100 with
// no lines, 200 single, 400 double; T-spin 400 with no lines, 800 single, 1200
// double, 1600 triple.
var basePoints = [3][5]int{
	SpinNone: {0, 100, 300, 500, 800},
	SpinMini: {100, 200, 400, 400, 400},
	SpinFull: {400, 800, 1200, 1600, 1600},
}

// perfectPoints are the perfect-clear bonuses at level 1 by lines cleared
// (Single 800, Double 1200, Triple 1800, Tetris 2000), and backToBackPerfect
// the bonus of a back-to-back Tetris perfect clear (3200): the table of
// recent guideline games (Tetris Effect; the tetris.wiki "Scoring" page). The
// bonus is added to the clear's own points (with its back-to-back half), so a
// Tetris perfect clear at level 1 scores 800 + 2000 = 2800, a back-to-back one
// 1200 + 3200 = 4400.
var perfectPoints = [5]int{0, 800, 1200, 1800, 2000}

const backToBackPerfect = 3200

// Guideline scoring constants.
const (
	comboPoints    = 50 // per combo count, times the level
	softDropPoints = 1  // per row, not times the level
	hardDropPoints = 2  // per row, not times the level
)

// difficult reports whether a clear keeps (or starts) a back-to-back chain:
// a Tetris, or a T-spin (mini or full) that clears lines.
func difficult(lines int, spin Spin) bool { return lines == 4 || (lines > 0 && spin != SpinNone) }

// score works out the points of a lock that filled lines rows with spin at
// level (perfect: leaving the field empty), given the chain state before it
// (b2b: the last clear was difficult; combo: the combo count, -1 for none),
// and returns the Clear with the new combo and whether the chain goes on.
// Back-to-back multiplies a difficult clear's points by 1.5 (rounded down); a
// combo adds 50 × combo × level; a perfect clear adds its bonus × level
// (perfectPoints); an easy clear ends the chain, a lock that clears nothing
// keeps it.
func score(lines int, spin Spin, perfect bool, level int, b2b bool, combo int) (c Clear, chain bool) {
	c = Clear{Lines: lines, Spin: spin, Combo: -1, Perfect: perfect && lines > 0}
	pts := basePoints[spin][min(lines, 4)] * level
	chain = b2b
	if lines > 0 {
		c.Combo = combo + 1
		if difficult(lines, spin) {
			if b2b {
				pts = pts * 3 / 2
				c.BackToBack = true
			}
			chain = true
		} else {
			chain = false
		}
		pts += comboPoints * c.Combo * level
		if c.Perfect {
			bonus := perfectPoints[min(lines, 4)]
			if lines >= 4 && c.BackToBack {
				bonus = backToBackPerfect
			}
			pts += bonus * level
		}
	}
	c.Points = pts
	return c, chain
}
