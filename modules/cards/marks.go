package cards

import "github.com/griffengine/griff/scenes"

// markTable marks the played Table's entity changed if the step changed the
// Table: the step reads it (scenes.ActiveRead) and writes it in many
// places, so it compares it at its end with f.was (scenes' Change marks),
// and a Timeline shares its record on the steps that change nothing (the
// player thinking, the run over).
func (f *fight) markTable() {
	if f.t != nil && f.e.Alive() && !sameTable(&f.was, f.t) {
		f.e.MarkChanged()
	}
	f.was = Table{} // hold no slices of the scene
}

// sameTable reports whether a and b are the same Table, every field
// compared: Deck, Fights and Rewards by identity (the step never writes
// them).
func sameTable(a, b *Table) bool {
	return a.CardFile == b.CardFile && a.EnemyFile == b.EnemyFile && a.CardTable == b.CardTable &&
		a.EnemyTable == b.EnemyTable && a.Hero == b.Hero && a.HeroHP == b.HeroHP && a.HeroLook == b.HeroLook &&
		a.CardImage == b.CardImage && a.FighterImage == b.FighterImage && scenes.SameSlice(a.Deck, b.Deck) &&
		scenes.SameSlice(a.Fights, b.Fights) && scenes.SameSlice(a.Rewards, b.Rewards) && a.HandSize == b.HandSize &&
		a.Energy == b.Energy && a.Player == b.Player && a.Phase == b.Phase && a.Fight == b.Fight &&
		a.Spawned == b.Spawned && a.Wait == b.Wait && a.Left == b.Left && a.Seen == b.Seen &&
		a.Pick == b.Pick && a.Target == b.Target && a.Message == b.Message && a.Counts == b.Counts &&
		a.Played == b.Played && a.Turns == b.Turns
}
