package match3

import "fmt"

// Check returns what is wrong with the board's settings, one sentence each,
// in field order; nil if nothing is. A board plays with a setting out of
// range clamped (sizes and colours) or ignored (a Layout row of the wrong
// length reads as '.' where it is short, a goal colour out of range cannot
// be reached).
func (b *Board) Check() []string {
	var out []string
	bad := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	for _, f := range []struct {
		name string
		v    int
	}{{"width", b.Width}, {"height", b.Height}} {
		if f.v != 0 && (f.v < 3 || f.v > MaxSize) {
			bad("%s %d is not in [3, %d]; it plays as %d", f.name, f.v, MaxSize, clampSize(f.v))
		}
	}
	if b.Colours != 0 && (b.Colours < 3 || b.Colours > MaxColours) {
		bad("colours %d is not in [3, %d]; it plays as %d", b.Colours, MaxColours, b.colours())
	}
	if b.Moves < 0 {
		bad("moves %d is negative; it plays with no limit", b.Moves)
	}
	if b.Goal.Kind == GoalClear && (b.Goal.Color < 0 || b.Goal.Color >= b.colours()) {
		bad("the goal's colour %d is not one of the board's %d colours", b.Goal.Color+1, b.colours())
	}
	w, h := b.size()
	if len(b.Layout) > 0 && len(b.Layout) != h {
		bad("layout has %d rows, want %d", len(b.Layout), h)
	}
	for y, row := range b.Layout {
		if len(row) != w {
			bad("layout row %d has %d cells, want %d", y+1, len(row), w)
		}
		for x := 0; x < len(row); x++ {
			if c := row[x]; c != '.' && c != '#' && (c < '1' || c > '0'+byte(b.colours())) {
				bad("layout row %d column %d: %q is not '.', '#' or a colour 1..%d", y+1, x+1, c, b.colours())
			}
		}
	}
	return out
}
