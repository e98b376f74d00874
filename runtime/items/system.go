// Package items is the system of items held by anything: inventories of named
// items with amounts (Inventory), pickups that give items when touched
// (Pickup), giving and paying between inventories, item uses (an ItemUser
// component is told an item was used on its entity), and the one reader of
// item texts such as "150 Gold, Wood 50" (ParseText). Its step,
// runtime.StepPickups, runs in the resolve phase. A scene file uses all of it with no code;
// systems and scripts reach it through the Items service (Of).
//
// Decisions:
//   - Items are named, not typed: an item is a name and an amount. What an
//     item does belongs to the components it is used on (ItemUser), so a
//     genre adds items with no code in this package, and tables can hold
//     prices as item texts.
//   - Giving and paying are all-or-nothing: a payment the payer cannot make
//     in full, or one to an entity with no Inventory, is refused and nothing
//     moves.
//   - An inventory's Start text is read the first time the system meets it
//     (a scene's start, a spawn, or a call of the service), so a prefab's
//     starting items need no code; what it holds after is state (Held), so
//     snapshots and saves need nothing from the system, which owns no state.
//     The game's first scene starts when the system is set up (as
//     runtime/tables fills it), not at its first step: a snapshot of step 0
//     holds the filled inventories, and a game restored to it plays step 1
//     as the first time (the inactive entities' inventories were filled at
//     the first step only, so a restore to step 0 left them empty).
//   - Pickups touched in one physics step are taken in the order the physics
//     world reports touches (Touch's order), so the same game takes the same
//     pickups in the same order.
package items

import (
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/physworld"
	"github.com/griffengine/griff/scenes"
)

// Items is the service of the items system. Every method must be called from
// the game's goroutine.
type Items interface {
	// Inventory returns e's Inventory with its Start read, or nil if e has
	// none.
	Inventory(e *scenes.Entity) *Inventory
	// ReadInventory returns e's Inventory for reading only, or nil if e has
	// none: once its Start is read (Filled) it is read with scenes.Read and
	// e is not marked changed (scenes' Change marks), so a step that shows
	// an inventory every step (a hotbar, an item bar) lets a Timeline share
	// its record; before, it is Inventory's, which fills it and marks e.
	// Nothing may be written through it.
	ReadInventory(e *scenes.Entity) *Inventory
	// Give adds l to to's inventory: false, adding nothing, if to has none.
	Give(to *scenes.Entity, l List) bool
	// Pay moves l from from's inventory to to's (to nil: the items leave the
	// game, a price paid to no one). It is all-or-nothing: false, moving
	// nothing, if from lacks any of l or either named inventory is missing.
	Pay(from, to *scenes.Entity, l List) bool
	// Use uses one item named item of user's inventory on target (user itself
	// for an item used on oneself): target's ItemUser components are asked in
	// order until one does not refuse. Refused, with nothing changed, if
	// user holds none; one item is taken when the outcome is UsedUp.
	Use(user, target *scenes.Entity, item string) Outcome
	// PickUp gives pickup's items to taker's inventory and destroys pickup's
	// entity: false if pickup has no Pickup, was taken, names another taker
	// (By) or taker has no Inventory.
	PickUp(taker, pickup *scenes.Entity) bool
}

// Of returns the items service of g. It panics if g has no items system.
func Of(g *runtime.Game) Items { return runtime.Service[Items](g) }

// NewSystem returns the items system. It has no options.
func NewSystem() runtime.System { return &system{} }

type system struct {
	game *runtime.Game `griff:"-"` // the game, for the service
	use  Use           `griff:"-"` // handed to UseItem, reused
	// checked is the scene whose texts were checked and inventories filled:
	// the first scene's at Setup, each next one's at SceneStarted, a
	// restored one's taken as it is (Restored).
	checked *scenes.Scene `griff:"-"`
}

func (*system) Name() string { return "Items" }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	g.AddStep(runtime.StepPickups, runtime.InPhase(runtime.PhaseResolve), s.step)
	runtime.Provide[Items](g, s)
	s.SceneStarted(g)
	return nil
}

// Restored takes the restored scene as it is (runtime.Restorer): its
// inventories are filled or not as they were when the snapshot was taken,
// and filling the unfilled ones of inactive entities now would make it
// differ from the game it was taken of.
func (s *system) Restored(g *runtime.Game) { s.checked = g.Scene() }

// SceneStarted reads every inventory's Start and checks every pickup's
// Items, so mistakes warn when the scene starts; it implements
// runtime.SceneStarter.
func (s *system) SceneStarted(g *runtime.Game) {
	s.checked = g.Scene()
	for e, inv := range scenes.AllRead[Inventory](g.Scene()) { // fill marks what it fills
		s.fill(e, inv)
	}
	for e, p := range scenes.AllRead[Pickup](g.Scene()) {
		readText(g, e, "Griff.Pickup", "items", p.Items)
	}
}

// readText reads an item text of e's component, warning once per mistake.
func readText(g *runtime.Game, e *scenes.Entity, component, field, text string) List {
	l, errs := ParseText(text)
	for _, err := range errs {
		g.Problems().Warn(e, component, "%s %q: %v", field, text, err)
	}
	return l
}

// fill adds inv's Start to what it holds, once, marking e changed when it
// does (its callers may read inv read-only).
func (s *system) fill(e *scenes.Entity, inv *Inventory) {
	if inv.Filled {
		return
	}
	e.MarkChanged()
	inv.Filled = true
	for _, st := range readText(s.game, e, "Griff.Inventory", "start", inv.Start) {
		inv.Held = inv.Held.add(st.Name, st.Amount)
	}
}

func (s *system) step(g *runtime.Game) {
	if s.checked != g.Scene() {
		s.SceneStarted(g)
	}
	for e, inv := range runtime.EachRead[Inventory](g) { // fill marks what it fills
		s.fill(e, inv)
	}
	ph, ok := runtime.LookupService[physworld.Physics](g)
	if !ok {
		return
	}
	w := ph.World()
	if w == nil || w.Scene() != g.Scene() {
		return
	}
	for _, t := range w.Touches() {
		if t.Phase != physics.TouchBegin {
			continue
		}
		s.touch(t.A, t.B)
		s.touch(t.B, t.A)
	}
}

// touch lets taker take pickup, if pickup is one taker may take.
func (s *system) touch(pickup, taker *scenes.Entity) {
	if pickup.Alive() && taker.Alive() && scenes.Has[Pickup](pickup) && scenes.Has[Inventory](taker) {
		s.PickUp(taker, pickup)
	}
}

func (s *system) Inventory(e *scenes.Entity) *Inventory {
	inv := scenes.Get[Inventory](e)
	if inv != nil {
		s.fill(e, inv)
	}
	return inv
}

func (s *system) ReadInventory(e *scenes.Entity) *Inventory {
	if inv := scenes.Read[Inventory](e); inv == nil || inv.Filled {
		return inv
	}
	return s.Inventory(e)
}

func (s *system) Give(to *scenes.Entity, l List) bool {
	inv := s.Inventory(to)
	if inv == nil {
		return false
	}
	for _, st := range l {
		if st.Amount > 0 {
			inv.Held = inv.Held.add(st.Name, st.Amount)
		}
	}
	return true
}

func (s *system) Pay(from, to *scenes.Entity, l List) bool {
	src := s.Inventory(from)
	if src == nil || !src.Held.Contains(l) {
		return false
	}
	var dst *Inventory
	if to != nil {
		if dst = s.Inventory(to); dst == nil {
			return false
		}
	}
	for _, st := range l {
		if st.Amount <= 0 {
			continue
		}
		src.Held = src.Held.remove(st.Name, st.Amount)
		if dst != nil {
			dst.Held = dst.Held.add(st.Name, st.Amount)
		}
	}
	return true
}

func (s *system) Use(user, target *scenes.Entity, item string) Outcome {
	inv := s.Inventory(user)
	if inv == nil || inv.Count(item) < 1 || target == nil || !target.Alive() {
		return Refused
	}
	s.use = Use{Game: s.game, User: user, Target: target, Item: item}
	out := Refused
	for ct, c := range target.ReadComponents() {
		if u, ok := c.(ItemUser); ok {
			target.MarkChanged() // UseItem may write its component
			s.game.Enter(target, ct, runtime.HookStep)
			out = u.UseItem(&s.use)
			s.game.Leave()
			if out != Refused {
				break
			}
		}
	}
	s.use = Use{}
	if out == UsedUp {
		inv.Held = inv.Held.remove(item, 1)
	}
	return out
}

func (s *system) PickUp(taker, pickup *scenes.Entity) bool {
	p := scenes.Get[Pickup](pickup)
	inv := s.Inventory(taker)
	if p == nil || p.Taken || inv == nil || !pickup.Alive() {
		return false
	}
	if p.By != "" && pickup.FindFor("Griff.Pickup", p.By) != taker {
		return false
	}
	p.Taken = true
	s.Give(taker, readText(s.game, pickup, "Griff.Pickup", "items", p.Items))
	if p.Leave != "" {
		t := s.game.PrefabFor(pickup, "Griff.Pickup", p.Leave)
		s.game.Spawn(t, pickup.Parent(), pickup.Transform().Position(), nil)
	}
	s.game.Destroy(pickup)
	return true
}
