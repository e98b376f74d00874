package adventure

import (
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/dialogue"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/scenes"
)

// StepAdventure is the module's one step (logic, after runtime.StepTurns):
// it shows the hero's room, reads the player's clicks (the conversation
// showing, the inventory bar, the room's hotspots and floor), walks the
// hero along its path, does what it walked to do, and writes the texts.
var StepAdventure = runtime.NewStep("Adventure")

// Systems returns a new adventure system for one game (the module's one
// system). Give it to runtime.NewGame after the built-in systems (it needs
// the items and dialogue services); a project naming "adventure" gets it
// from the host.
func Systems() []runtime.System { return []runtime.System{&system{}} }

// system is the adventure system. Its state is all in the components; it
// keeps the rooms' walk areas (worked out from the Rooms) and this step's
// entities.
type system struct {
	game  *runtime.Game     `griff:"-"`
	items items.Items       `griff:"-"`
	talk  dialogue.Dialogue `griff:"-"`
	areas map[string]*area  `griff:"-"` // by room name
	at    step              `griff:"-"` // this step's entities, reused
	link  netLink           `griff:"-"` // the network's commands (net.go)
	was   was               `griff:"-"` // the Adventure and Hero as this step began (marks.go)
	hover hoverKey          `griff:"-"` // what the hover text was last made from
	line  lineKey           `griff:"-"` // what the conversation's line was last made from
}

// step is one step's view of the game: the Adventure, its hero and room.
type step struct {
	e    *scenes.Entity
	adv  *Adventure
	he   *scenes.Entity
	hero *Hero
	room *scenes.Entity
	area *area
}

func (*system) Name() string { return "Adventure" }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	it, ok := runtime.LookupService[items.Items](g)
	if !ok {
		return fmt.Errorf("adventure: the game has no items system (runtime/items): give it the built-in systems")
	}
	d, ok := runtime.LookupService[dialogue.Dialogue](g)
	if !ok {
		return fmt.Errorf("adventure: the game has no dialogue system (runtime/dialogue): give it the built-in systems")
	}
	s.items, s.talk = it, d
	s.areas = map[string]*area{}
	g.AddStep(StepAdventure, runtime.After(runtime.StepTurns), s.step)
	return nil
}

// step is StepAdventure.
func (s *system) step(g *runtime.Game) {
	if s.link.client() {
		s.sendLocal(g)
		return
	}
	at := &s.at
	if !s.collect(g, at) {
		return
	}
	s.was.keep(at)
	defer s.was.mark(at)
	s.enter(at)
	s.gifts(at)
	s.play(at)
	s.walk(at)
	s.show(at)
	if at.adv.Left > 0 {
		if at.adv.Left -= g.Clock().Delta(); at.adv.Left <= 0 {
			at.adv.Left, at.adv.Say = 0, ""
		}
	}
}

// collect finds the scene's first active Adventure and its hero: false if
// there is none (a hero that is missing warns). Both are read only: the
// step marks them at its end if it changed them (marks.go).
func (s *system) collect(g *runtime.Game, at *step) bool {
	*at = step{}
	for e, a := range scenes.ActiveRead[Adventure](g.Scene()) {
		at.e, at.adv = e, a
		break
	}
	if at.adv == nil {
		return false
	}
	name := at.adv.Hero
	if name == "" {
		name = "Hero"
	}
	at.he = at.e.FindFor("Adventure.Game", name)
	if at.he == nil {
		return false
	}
	if at.hero = scenes.Read[Hero](at.he); at.hero == nil {
		g.Problems().Warn(at.e, "Adventure.Game", "the hero %q has no Adventure.Hero", name)
		return false
	}
	return true
}

// enter shows the hero's room (and hides the others) when the hero's room
// changed, and finds the room's walk area.
func (s *system) enter(at *step) {
	h := at.hero
	for e, r := range scenes.AllRead[Room](s.game.Scene()) { // rooms are only read
		if r.Name == h.Room {
			at.room = e
			at.area = s.area(e, r)
		}
		if h.Entered != h.Room {
			e.SetActive(r.Name == h.Room)
		}
	}
	if h.Entered != h.Room {
		h.Entered = h.Room
	}
	if at.room == nil {
		s.game.Problems().Warn(at.he, "Adventure.Hero", "the hero is in room %q, which the scene has not", h.Room)
	}
}

// area returns the walk area of room r (entity e), worked out again if its
// polygon changed; nil, with a warning, if it is wrong.
func (s *system) area(e *scenes.Entity, r *Room) *area {
	if a := s.areas[r.Name]; a != nil && a.same(r) {
		return a
	}
	a, err := makeArea(r)
	if err != nil {
		s.game.Problems().Warn(e, "Adventure.Room", "%v: the hero cannot walk here", err)
		return nil
	}
	s.areas[r.Name] = a
	return a
}

// gifts gives the items of the conversations whose flags became true.
func (s *system) gifts(at *step) {
	for e, hs := range scenes.ActiveRead[Hotspot](s.game.Scene()) {
		for i := range hs.Gifts {
			gf := &hs.Gifts[i]
			if gf.Given || !s.talk.Flag(e, gf.Flag).Truth() {
				continue
			}
			e.MarkChanged()
			gf.Given = true
			s.give(e, at, gf.Item)
			if gf.Say != "" {
				at.say(gf.Say)
			}
		}
	}
}

// give gives item text l to the hero, warning (naming e and the hotspot) if
// it is malformed.
func (s *system) give(e *scenes.Entity, at *step, l string) {
	list, errs := items.ParseText(l)
	for _, err := range errs {
		s.game.Problems().Warn(e, "Adventure.Hotspot", "items %q: %v", l, err)
	}
	if !s.items.Give(at.he, list) {
		s.game.Problems().Warn(at.he, "Adventure.Hero", "the hero has no Griff.Inventory to take %q", l)
	}
}

// walk moves the hero along its path, and acts when it arrives.
func (s *system) walk(at *step) {
	h := at.hero
	if len(h.Path) == 0 {
		return
	}
	speed := h.Speed
	if !(speed > 0) {
		speed = DefaultSpeed
	}
	left := speed * s.game.Clock().DeltaSeconds()
	tr := at.he.Transform()
	pos := tr.Position()
	for left > 0 && len(h.Path) > 0 {
		d := h.Path[0].Sub(pos)
		n := d.Len()
		if n <= left {
			pos, left = h.Path[0], left-n
			h.Path = h.Path[:copy(h.Path, h.Path[1:])]
			continue
		}
		pos = pos.Add(d.Mul(left / n))
		left = 0
	}
	tr.SetPosition(pos)
	if len(h.Path) > 0 { // the sprite is marked only when it turns
		if sp := readSprite(at.he); sp != nil && sp.FlipX != (h.Path[0][0] < pos[0]) {
			spriteOf(at.he).FlipX = !sp.FlipX
		}
	}
	if len(h.Path) == 0 && h.Verb != "" {
		verb, target, item := h.Verb, h.Target, h.Item
		h.Verb, h.Target, h.Item = "", "", ""
		s.act(at, verb, target, item)
	}
}

// say shows a message.
func (at *step) say(text string) {
	at.adv.Say, at.adv.Left = text, SayTime
}

// goTo sets the hero walking to p, then doing verb on target with item.
func (s *system) goTo(at *step, p griff.Vec, verb, target, item string) {
	h := at.hero
	h.Path = h.Path[:0]
	if at.area != nil {
		h.Path = at.area.route(at.he.Transform().Position(), p, h.Path)
	}
	h.Verb, h.Target, h.Item = verb, target, item
	if len(h.Path) == 0 && verb != "" {
		h.Verb, h.Target, h.Item = "", "", ""
		s.act(at, verb, target, item)
	}
}
