package physicsgames

import "github.com/griffengine/griff/scenes"

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
	return a.Level == b.Level && a.Balls == b.Balls && scenes.SameBits(a.TiltLimit, b.TiltLimit) &&
		scenes.SameBits(a.NudgeCost, b.NudgeCost) && scenes.SameBits(a.TiltDecay, b.TiltDecay) &&
		scenes.SameBits(a.Nudge, b.Nudge) && a.Phase == b.Phase && a.Ball == b.Ball && a.Score == b.Score &&
		a.Best == b.Best && scenes.SameBits(a.Meter, b.Meter) && a.Tilted == b.Tilted && a.Tilts == b.Tilts &&
		a.Wait == b.Wait
}

// sameTitle reports whether a and b are the same Title: Entries by identity
// (the step never writes them), Cursor.
func sameTitle(a, b *Title) bool {
	return scenes.SameSlice(a.Entries, b.Entries) && a.Cursor == b.Cursor
}

// markSling marks e changed if its Sling sl is not was.
func markSling(e *scenes.Entity, was, sl *Sling) {
	if e.Alive() && !sameSling(was, sl) {
		e.MarkChanged()
	}
}

// sameSling reports whether a and b are the same Sling, every field
// compared, floats by their bits (-0 is not 0).
func sameSling(a, b *Sling) bool {
	return a.Level == b.Level && a.Shots == b.Shots && scenes.SameBits(a.MaxPull, b.MaxPull) &&
		scenes.SameBits(a.Power, b.Power) && scenes.SameBits(a.Radius, b.Radius) &&
		scenes.SameBits(a.Density, b.Density) && a.Stars == b.Stars &&
		scenes.SameBits(a.CameraMin, b.CameraMin) && scenes.SameBits(a.CameraMax, b.CameraMax) &&
		a.Phase == b.Phase && scenes.SameVec(a.Pull, b.Pull) &&
		a.Dragging == b.Dragging && a.Flight == b.Flight && a.Still == b.Still && a.Wait == b.Wait &&
		a.Settle == b.Settle && a.Score == b.Score && a.Won == b.Won && a.Best == b.Best && a.Fired == b.Fired
}
