package tactics

import "github.com/griffengine/griff/scenes"

// markBattle marks e changed if its Battle b is not was: the steps read the
// Battle (scenes.ActiveRead) and write it in many places, so they compare
// it at their end (scenes' Change marks), and a Timeline shares its record
// on the steps that change nothing (the cursor still, the texts as they
// were).
func markBattle(e *scenes.Entity, was, b *Battle) {
	if e.Alive() && !sameBattle(was, b) {
		e.MarkChanged()
	}
}

// sameBattle reports whether a and b are the same Battle, every field
// compared: Terrain by identity (the steps never write it), CellSize by its
// bits (-0 is not 0).
func sameBattle(a, b *Battle) bool {
	return a.Title == b.Title && a.Width == b.Width && a.Height == b.Height &&
		scenes.SameSlice(a.Terrain, b.Terrain) && scenes.SameBits(a.CellSize, b.CellSize) &&
		a.Fog == b.Fog && a.Win == b.Win &&
		a.Seize == b.Seize && a.WonPanel == b.WonPanel && a.LostPanel == b.LostPanel && a.Mode == b.Mode &&
		a.Phase == b.Phase && a.Cursor == b.Cursor && a.Selected == b.Selected && a.From == b.From &&
		a.Target == b.Target && a.Wait == b.Wait && a.Banner == b.Banner && a.Result == b.Result &&
		a.Status == b.Status && a.Info == b.Info && a.Preview == b.Preview && a.Log == b.Log
}
