package adventure

import (
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// was is the Adventure and the Hero as a step began: the step reads both
// (scenes.Read) and writes them in many places, so at its end it marks the
// entity of each that changed (scenes' Change marks), and a Timeline shares
// their records on the steps that change nothing (the hero standing, no
// message counting down). Every field is compared: the Adventure's Recipes
// and Items and the Hero's Path by content where the step may write them in
// place (Path), by slice identity where it never does (Recipes, Items).
type was struct {
	adv  Adventure
	hero Hero
	path []griff.Vec // hero.Path's points (the Hero's own is reused in place)
}

// keep remembers at's Adventure and Hero.
func (w *was) keep(at *step) {
	w.adv, w.hero = *at.adv, *at.hero
	w.path = append(w.path[:0], at.hero.Path...)
}

// mark marks at's Adventure and hero entities changed if the step changed
// their components.
func (w *was) mark(at *step) {
	if at.e.Alive() && !sameAdventure(&w.adv, at.adv) {
		at.e.MarkChanged()
	}
	if at.he.Alive() && !sameHero(&w.hero, w.path, at.hero) {
		at.he.MarkChanged()
	}
	w.adv, w.hero = Adventure{}, Hero{} // hold no strings or slices of the scene
}

func sameAdventure(a, b *Adventure) bool {
	return a.Hero == b.Hero && scenes.SameSlice(a.Recipes, b.Recipes) && scenes.SameSlice(a.Items, b.Items) &&
		a.Win == b.Win && a.WinSay == b.WinSay && a.Player == b.Player && a.Held == b.Held &&
		a.Say == b.Say && a.Left == b.Left && a.Won == b.Won && a.Talking == b.Talking
}

// sameHero compares a (its Path's points in path) with b, floats by their
// bits (-0 is not 0).
func sameHero(a *Hero, path []griff.Vec, b *Hero) bool {
	return scenes.SameBits(a.Speed, b.Speed) && a.Room == b.Room &&
		(a.Path == nil) == (b.Path == nil) && slices.EqualFunc(path, b.Path, scenes.SameVec) &&
		a.Verb == b.Verb && a.Target == b.Target && a.Item == b.Item && a.Entered == b.Entered
}
