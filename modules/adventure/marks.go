package adventure

import (
	"math"
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/scenes"
)

// readInventory returns e's Inventory for reading only (the bar shows it
// each step), or nil: read (scenes.Read) once its Start is in it, else from
// the items service, which fills it and marks e.
func (s *system) readInventory(e *scenes.Entity) *items.Inventory {
	if inv := scenes.Read[items.Inventory](e); inv == nil || inv.Filled {
		return inv
	}
	return s.items.Inventory(e)
}

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
	return a.Hero == b.Hero && sameSlice(a.Recipes, b.Recipes) && sameSlice(a.Items, b.Items) &&
		a.Win == b.Win && a.WinSay == b.WinSay && a.Player == b.Player && a.Held == b.Held &&
		a.Say == b.Say && a.Left == b.Left && a.Won == b.Won && a.Talking == b.Talking
}

// sameHero compares a (its Path's points in path) with b, floats by their
// bits (-0 is not 0).
func sameHero(a *Hero, path []griff.Vec, b *Hero) bool {
	return math.Float64bits(a.Speed) == math.Float64bits(b.Speed) && a.Room == b.Room &&
		(a.Path == nil) == (b.Path == nil) && slices.EqualFunc(path, b.Path, sameVec) &&
		a.Verb == b.Verb && a.Target == b.Target && a.Item == b.Item && a.Entered == b.Entered
}

func sameVec(a, b griff.Vec) bool {
	return math.Float64bits(a[0]) == math.Float64bits(b[0]) && math.Float64bits(a[1]) == math.Float64bits(b[1])
}

// sameSlice reports whether a and b are the same slice (same array and
// length; what an unchanged field is).
func sameSlice[T any](a, b []T) bool {
	return len(a) == len(b) && cap(a) == cap(b) && (len(a) == 0 || &a[0] == &b[0]) && (a == nil) == (b == nil)
}
