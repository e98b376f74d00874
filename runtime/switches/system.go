// Package switches is the system of switches, triggers and doors: a Switch
// turns on when pressed (a body on its sensor, or a message) and tells its
// target entities by message; a Door opens and closes when told, or with a
// key (an item, see runtime/items) held by whoever touches it; a Trigger
// fires when bodies enter and leave its area. All fire outputs that
// messages.Wires connect to other messages. Its step, runtime.StepSwitches,
// runs in the resolve phase. A scene file uses all of it with no code.
//
// Decisions:
//   - A switch tells its targets through runtime/messages, so anything that
//     hears messages can be a target (a door, a lamp, a module's bridge), and
//     a target that does not exist warns once when the scene starts.
//   - Touches are read in the order the physics world reports them; of
//     several bodies pressing one switch on one step, the first turns it on.
//   - The system owns no state: all of it is in the components, so snapshots
//     and saves need nothing from it.
package switches

import (
	"slices"

	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/physworld"
	"github.com/griffengine/griff/scenes"
)

// Message names a Switch sends by default.
const (
	defaultSendOn  = "open"
	defaultSendOff = "close"
)

// NewSystem returns the switches system. It has no options. It needs the
// messages system in the game, and the items system for doors with keys.
func NewSystem() runtime.System { return &system{} }

// system checks each scene's switches once: checked is the scene checked (a
// game's first scene comes in without SceneStarted, and is checked on its
// first step).
type system struct {
	checked *scenes.Scene `griff:"-"`
}

func (*system) Name() string { return "Switches" }

func (s *system) Setup(g *runtime.Game) error {
	g.AddStep(runtime.StepSwitches, runtime.InPhase(runtime.PhaseResolve), s.step)
	return nil
}

// SceneStarted checks every switch's PressedBy names and targets (a name that finds nothing, or
// an entity that does not hear SendOn or SendOff, warns once, naming the
// entity and Griff.Switch), that every door's key is an item's name, and that
// every trigger has wires.
// It implements runtime.SceneStarter.
func (s *system) SceneStarted(g *runtime.Game) {
	s.checked = g.Scene()
	for e, sw := range scenes.All[Switch](g.Scene()) {
		for _, n := range sw.PressedBy {
			if scenes.TypeNamed(n) == nil {
				g.Problems().Warn(e, "Griff.Switch", "pressedBy: no component is saved as %q%s", n, scenes.DidYouMean(n, componentNames()))
			}
		}
		for i, name := range sw.Targets {
			if name == "" {
				g.Problems().Warn(e, "Griff.Switch", "target %d is empty", i)
				continue
			}
			if x := e.FindFor("Griff.Switch", name); x != nil {
				checkHeard(g, e, x, orString(sw.SendOn, defaultSendOn), orString(sw.SendOff, defaultSendOff))
			}
		}
	}
	var names []string // item names the scene's inventories and pickups hold, read once
	for e, d := range scenes.All[Door](g.Scene()) {
		if d.Key == "" {
			continue
		}
		if l, errs := items.ParseText(d.Key); len(errs) != 0 || len(l) != 1 || l[0] != (items.Stack{Name: d.Key, Amount: 1}) {
			g.Problems().Warn(e, "Griff.Door", "key %q is not one item's name (no amount, no comma, no spaces around it)", d.Key)
			continue
		}
		if names == nil {
			names = sceneItemNames(g.Scene())
		}
		if !slices.Contains(names, d.Key) {
			if hint := scenes.DidYouMean(d.Key, names); hint != "" {
				g.Problems().Warn(e, "Griff.Door", "key %q: no inventory or pickup in the scene holds it%s", d.Key, hint)
			}
		}
	}
	for e := range scenes.All[Trigger](g.Scene()) {
		if !scenes.Has[messages.Wires](e) {
			g.Problems().Warn(e, "Griff.Trigger", "has no Griff.Wires: it fires outputs nothing hears")
		}
	}
}

func (s *system) step(g *runtime.Game) {
	if s.checked != g.Scene() {
		s.SceneStarted(g)
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
		s.meet(g, t.A, t.B, t.Phase)
		s.meet(g, t.B, t.A, t.Phase)
	}
}

// meet handles what thing's switch or door does with toucher.
func (s *system) meet(g *runtime.Game, thing, toucher *scenes.Entity, phase physics.TouchPhase) {
	if tr := scenes.Get[Trigger](thing); tr != nil && sets(thing, toucher, "Griff.Trigger", tr.By) {
		enterExit(g, thing, tr, phase)
	}
	if sw := scenes.Get[Switch](thing); sw != nil && sets(thing, toucher, "Griff.Switch", sw.By) && pressedBy(toucher, sw.PressedBy) {
		switch phase {
		case physics.TouchBegin:
			sw.Pressing++
			set(g, thing, sw, true)
		case physics.TouchEnd:
			sw.Pressing = max(sw.Pressing-1, 0)
			if sw.Hold && sw.Pressing == 0 {
				set(g, thing, sw, false)
			}
		}
	}
	if d := scenes.Get[Door](thing); d != nil && phase == physics.TouchBegin && d.Key != "" && !d.Open && toucher.Alive() {
		if its, ok := runtime.LookupService[items.Items](g); ok {
			its.Use(toucher, thing, d.Key)
		}
	}
}

// pressedBy reports whether toucher holds a component saved under one of
// names, or names is empty.
func pressedBy(toucher *scenes.Entity, names []string) bool {
	if len(names) == 0 {
		return true
	}
	for _, n := range names {
		if ct := scenes.TypeNamed(n); ct != nil && toucher.HasType(ct) {
			return true
		}
	}
	return false
}

// checkHeard warns once for each of names that target does not hear.
func checkHeard(g *runtime.Game, e, target *scenes.Entity, names ...string) {
	for _, n := range names {
		if !messages.Heard(target, n) {
			g.Problems().Warn(e, "Griff.Switch", "target %s does not hear the message %q", target, n)
		}
	}
}

// set turns sw on or off; a change tells its targets and fires its output.
func set(g *runtime.Game, e *scenes.Entity, sw *Switch, on bool) {
	if sw.On == on {
		return
	}
	sw.On = on
	msgs, ok := runtime.LookupService[messages.Messages](g)
	if !ok {
		return
	}
	name, output := orString(sw.SendOff, defaultSendOff), "off"
	if on {
		name, output = orString(sw.SendOn, defaultSendOn), "on"
	}
	for _, t := range sw.Targets {
		if t == "" {
			continue
		}
		if x := e.FindFor("Griff.Switch", t); x != nil {
			msgs.Send(e, messages.Entity(x), name)
		}
	}
	msgs.Emit(e, "Griff.Switch", output)
}

// setDoor opens (deactivates) or closes (activates) the door's entity; a
// change fires its output.
func setDoor(g *runtime.Game, e *scenes.Entity, d *Door, open bool) {
	if d.Open == open && e.Active() == !open {
		return
	}
	d.Open = open
	e.SetActive(!open)
	if msgs, ok := runtime.LookupService[messages.Messages](g); ok {
		output := "closed"
		if open {
			output = "opened"
		}
		msgs.Emit(e, "Griff.Door", output)
	}
}

// componentNames returns every component's saved name, for DidYouMean.
func componentNames() []string {
	var names []string
	for _, ct := range scenes.Types() {
		names = append(names, ct.Name())
	}
	return names
}

func orString(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// sceneItemNames returns the names of the items that the scene's inventories
// (their Start) and pickups hold, sorted, never nil. A door's key that none of
// them holds may still come from another scene or a script, so a door warns
// only when one of these names is close to its key: a misspelt key.
func sceneItemNames(sc *scenes.Scene) []string {
	names := []string{}
	add := func(text string) {
		l, _ := items.ParseText(text)
		for _, st := range l {
			names = append(names, st.Name)
		}
	}
	for _, inv := range scenes.All[items.Inventory](sc) {
		add(inv.Start)
	}
	for _, p := range scenes.All[items.Pickup](sc) {
		add(p.Items)
	}
	slices.Sort(names)
	return slices.Compact(names)
}
