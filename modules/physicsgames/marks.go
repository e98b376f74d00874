package physicsgames

import (
	"math"

	"github.com/griffengine/griff/scenes"
)

// The steps read a level's Title, Sling and Table (scenes.ActiveRead) and mark
// their entities when a step changed them, the flippers' bodies when their
// angular velocity changes and the texts when their text does (scenes'
// Change marks), so a Timeline shares the records of a title, a sling and
// a table at rest and of flippers held or let go.

// markTable marks e changed if its Table t is not was.
func markTable(e *scenes.Entity, was, t *Table) {
	if e.Alive() && !sameTable(was, t) {
		e.MarkChanged()
	}
}

// sameTable reports whether a and b are the same Table, every field
// compared, floats by their bits (-0 is not 0).
func sameTable(a, b *Table) bool {
	return a.Level == b.Level && a.Balls == b.Balls && sameFloat(a.TiltLimit, b.TiltLimit) &&
		sameFloat(a.NudgeCost, b.NudgeCost) && sameFloat(a.TiltDecay, b.TiltDecay) &&
		sameFloat(a.Nudge, b.Nudge) && a.Phase == b.Phase && a.Ball == b.Ball && a.Score == b.Score &&
		a.Best == b.Best && sameFloat(a.Meter, b.Meter) && a.Tilted == b.Tilted && a.Tilts == b.Tilts &&
		a.Wait == b.Wait
}

// sameTitle reports whether a and b are the same Title: Entries by identity
// (the step never writes them), Cursor.
func sameTitle(a, b *Title) bool {
	return len(a.Entries) == len(b.Entries) && cap(a.Entries) == cap(b.Entries) &&
		(a.Entries == nil) == (b.Entries == nil) &&
		(cap(a.Entries) == 0 || &a.Entries[:1][0] == &b.Entries[:1][0]) && a.Cursor == b.Cursor
}

func sameFloat(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) }

// markSling marks e changed if its Sling sl is not was.
func markSling(e *scenes.Entity, was, sl *Sling) {
	if e.Alive() && !sameSling(was, sl) {
		e.MarkChanged()
	}
}

// sameSling reports whether a and b are the same Sling, every field
// compared, floats by their bits (-0 is not 0).
func sameSling(a, b *Sling) bool {
	return a.Level == b.Level && a.Shots == b.Shots && sameFloat(a.MaxPull, b.MaxPull) &&
		sameFloat(a.Power, b.Power) && sameFloat(a.Radius, b.Radius) && sameFloat(a.Density, b.Density) &&
		a.Stars == b.Stars && sameFloat(a.CameraMin, b.CameraMin) && sameFloat(a.CameraMax, b.CameraMax) &&
		a.Phase == b.Phase && sameFloat(a.Pull[0], b.Pull[0]) && sameFloat(a.Pull[1], b.Pull[1]) &&
		a.Dragging == b.Dragging && a.Flight == b.Flight && a.Still == b.Still && a.Wait == b.Wait &&
		a.Settle == b.Settle && a.Score == b.Score && a.Won == b.Won && a.Best == b.Best && a.Fired == b.Fired
}
