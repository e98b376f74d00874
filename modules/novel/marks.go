package novel

import (
	"math"
)

// The step reads each Reader (scenes.ActiveRead) and marks its entity at
// the end if the step changed it (sameReader), so a Timeline shares the
// record of a Reader waiting (a line typing, a menu open, the story
// ended). The Reader's slices (Options, Lines, History and its moment's
// Flags and Cast) are written in place only by the story's statements
// (play.run) and the rollback to a moment it keeps (play.rollback), and
// both mark the Reader's entity before they start; sameReader compares the
// slices by identity (array, length and capacity) and every other field by
// value, floats by their bits (-0 is not 0).

// sameReader reports whether a and b are the same Reader, as above.
func sameReader(a, b *Reader) bool {
	return a.Story == b.Story && a.Start == b.Start && sameFloat(a.Width, b.Width) &&
		sameFloat(a.TextRate, b.TextRate) && a.AutoDelay == b.AutoDelay && a.AutoPerChar == b.AutoPerChar &&
		a.SkipSteps == b.SkipSteps && a.SkipUnread == b.SkipUnread && a.Preferences == b.Preferences &&
		a.NameBox == b.NameBox && a.TextBox == b.TextBox && a.ChoicePanel == b.ChoicePanel &&
		a.Backlog == b.Backlog && a.Music == b.Music && a.SlotPanel == b.SlotPanel && a.Wait == b.Wait &&
		a.PC == b.PC && a.Started == b.Started && a.Ended == b.Ended && sameNow(&a.Now, &b.Now) &&
		sameSlice(a.Options, b.Options) && a.Busy == b.Busy && a.Auto == b.Auto && a.Skip == b.Skip &&
		a.Waited == b.Waited && a.BacklogOpen == b.BacklogOpen && a.Slots == b.Slots &&
		sameSlice(a.Lines, b.Lines) && sameSlice(a.History, b.History)
}

// sameNow reports whether a and b are the same Moment, its slices by
// identity.
func sameNow(a, b *Moment) bool {
	return a.PC == b.PC && sameSlice(a.Flags, b.Flags) && a.Bg == b.Bg && a.Music == b.Music &&
		sameSlice(a.Cast, b.Cast) && a.Said == b.Said && a.Speaker == b.Speaker && a.Text == b.Text &&
		a.LineID == b.LineID && a.Step == b.Step
}

// sameSlice reports whether a and b are the same slice (same array, length
// and capacity).
func sameSlice[T any](a, b []T) bool {
	return len(a) == len(b) && cap(a) == cap(b) && (a == nil) == (b == nil) &&
		(cap(a) == 0 || &a[:1][0] == &b[:1][0])
}

func sameFloat(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) }
