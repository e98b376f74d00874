package novel

import "github.com/griffengine/griff/scenes"

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
	return a.Story == b.Story && a.Start == b.Start && scenes.SameBits(a.Width, b.Width) &&
		scenes.SameBits(a.TextRate, b.TextRate) && a.AutoDelay == b.AutoDelay && a.AutoPerChar == b.AutoPerChar &&
		a.SkipSteps == b.SkipSteps && a.SkipUnread == b.SkipUnread && a.Preferences == b.Preferences &&
		a.NameBox == b.NameBox && a.TextBox == b.TextBox && a.ChoicePanel == b.ChoicePanel &&
		a.Backlog == b.Backlog && a.Music == b.Music && a.SlotPanel == b.SlotPanel && a.Wait == b.Wait &&
		a.PC == b.PC && a.Started == b.Started && a.Ended == b.Ended && sameNow(&a.Now, &b.Now) &&
		scenes.SameSlice(a.Options, b.Options) && a.Busy == b.Busy && a.Auto == b.Auto && a.Skip == b.Skip &&
		a.Waited == b.Waited && a.BacklogOpen == b.BacklogOpen && a.Slots == b.Slots &&
		scenes.SameSlice(a.Lines, b.Lines) && scenes.SameSlice(a.History, b.History)
}

// sameNow reports whether a and b are the same Moment, its slices by
// identity.
func sameNow(a, b *Moment) bool {
	return a.PC == b.PC && scenes.SameSlice(a.Flags, b.Flags) && a.Bg == b.Bg && a.Music == b.Music &&
		scenes.SameSlice(a.Cast, b.Cast) && a.Said == b.Said && a.Speaker == b.Speaker && a.Text == b.Text &&
		a.LineID == b.LineID && a.Step == b.Step
}
