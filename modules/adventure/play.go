package adventure

import (
	"fmt"
	"math"

	"github.com/griffengine/griff/data/dlg"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/runtime/view"
	"github.com/griffengine/griff/scenes"
)

// The screen layout the module reads clicks against and writes texts at, in
// logical pixels of the template's 960x540 screen: the inventory bar's top
// and slots, the conversation's choice rows.
const (
	BarTop     = 470 // the inventory bar is below this y
	SlotLeft   = 20  // the first slot's left edge
	SlotWidth  = 115 // a slot's width
	MaxSlots   = 8   // slots shown (items past them are not shown)
	ChoiceTop  = 384 // the first choice row's top
	ChoiceRow  = 22  // a choice row's height
	MaxChoices = 4   // choices shown (a menu's open choices, in order)
)

// order is one thing the player asks in a step: a click or a look at a
// screen point (logical pixels), or a conversation choice by key.
type order struct {
	kind   netKind
	x, y   float64
	choice int
}

// play plays this step's orders: the local player's clicks (when they are
// the Adventure's Player) and the commands their machine sent.
func (s *system) play(at *step) {
	if at.adv.Won {
		s.link.queue = s.link.queue[:0]
		return
	}
	if s.link.local() == at.adv.Player {
		in := s.game.Input()
		p := min(max(at.adv.Player, 0), input.MaxPlayers-1)
		pt := in.Pointer(p)
		if pt.Known && in.Pressed(p, ActionClick) {
			s.order(at, order{kind: netClick, x: pt.X, y: pt.Y})
		}
		if pt.Known && in.Pressed(p, ActionLook) {
			s.order(at, order{kind: netLook, x: pt.X, y: pt.Y})
		}
		for i, a := range choiceActions {
			if in.Pressed(p, a) {
				s.order(at, order{kind: netChoice, choice: i})
			}
		}
	}
	for _, c := range s.link.queue {
		if int(c.from) != at.adv.Player {
			s.refuse(c.from, c.o.kind, fmt.Errorf("the adventure is player %d's", at.adv.Player))
			continue
		}
		s.order(at, c.o)
	}
	s.link.queue = s.link.queue[:0]
	if at.adv.Talking != "" {
		s.conversation(at, false, -1) // a conversation that ended ends the talk
	}
}

// order plays one order.
func (s *system) order(at *step, o order) {
	click, look := o.kind == netClick, o.kind == netLook
	if at.adv.Talking != "" {
		pick := -1
		switch {
		case o.kind == netChoice:
			pick = o.choice
		case click && o.y >= ChoiceTop:
			pick = int(math.Floor((o.y - ChoiceTop) / ChoiceRow))
		}
		s.conversation(at, click, pick)
		return
	}
	if !click && !look {
		return
	}
	pt := griff.V(o.x, o.y)
	if pt[1] >= BarTop {
		s.bar(at, pt[0], click)
		return
	}
	w, ok := toWorld(s.game, pt)
	if !ok {
		return
	}
	e, hs := s.under(at, w)
	switch {
	case look && at.adv.Held != "":
		at.adv.Held = ""
	case look && hs != nil:
		at.say(orRefusal(hs.Look))
	case look:
	case hs != nil && at.adv.Held != "":
		s.goTo(at, s.stand(at, e, hs), VerbUse, hs.Name, at.adv.Held)
	case hs != nil:
		verb := hs.Default
		if verb == "" {
			verb = VerbUse
		}
		s.goTo(at, s.stand(at, e, hs), verb, hs.Name, "")
	default:
		s.goTo(at, w, "", "", "")
	}
}

// under returns the first active hotspot of the hero's room (hierarchy
// order) whose box holds world point w. It is only read (the hover text
// looks it up each step): a caller that writes it marks its entity first.
func (s *system) under(at *step, w griff.Vec) (*scenes.Entity, *Hotspot) {
	for e, hs := range scenes.ActiveRead[Hotspot](s.game.Scene()) {
		if hs.Taken || !inRoom(e, at.room) {
			continue
		}
		c := e.Transform().WorldPosition()
		if math.Abs(w[0]-c[0]) <= hs.Size[0]/2 && math.Abs(w[1]-c[1]) <= hs.Size[1]/2 {
			return e, hs
		}
	}
	return nil, nil
}

// stand returns where the hero stands to act on hotspot hs.
func (s *system) stand(_ *step, e *scenes.Entity, hs *Hotspot) griff.Vec {
	if hs.Stand != (griff.Vec{}) {
		return hs.Stand
	}
	return e.Transform().WorldPosition()
}

// bar handles a click (or a look) at x in the inventory bar.
func (s *system) bar(at *step, x float64, click bool) {
	inv := s.items.ReadInventory(at.he)
	i := int(math.Floor((x - SlotLeft) / SlotWidth))
	if inv == nil || i < 0 || i >= MaxSlots || i >= len(inv.Held) {
		return
	}
	item := inv.Held[i].Name
	switch {
	case !click:
		at.adv.Held = ""
		at.say(s.lookItem(at, item))
	case at.adv.Held == "":
		at.adv.Held = item
	case at.adv.Held == item:
		at.adv.Held = ""
	default:
		s.combine(at, at.adv.Held, item)
	}
}

// lookItem returns what looking at item says.
func (s *system) lookItem(at *step, item string) string {
	for _, d := range at.adv.Items {
		if d.Name == item {
			return orRefusal(d.Look)
		}
	}
	return "It's " + item + "."
}

// conversation moves the conversation showing: a click on a line goes on;
// pick, when not -1, is the row of an open choice picked (by a click on it
// or its key). It ends the talk when the conversation is over.
func (s *system) conversation(at *step, click bool, pick int) {
	e, _ := s.spot(at, at.adv.Talking)
	if e == nil {
		at.adv.Talking = ""
		return
	}
	turn := s.talk.Turn(e)
	switch turn.Kind {
	case dlg.TurnLine:
		if click {
			s.warn(e, s.talk.Next(e))
		}
	case dlg.TurnMenu:
		if pick < 0 || pick >= MaxChoices {
			return
		}
		for i, c := range turn.Choices {
			if !c.Open {
				continue
			}
			if pick == 0 {
				s.warn(e, s.talk.Choose(e, i))
				return
			}
			pick--
		}
	default:
		at.adv.Talking = ""
	}
}

func (s *system) warn(e *scenes.Entity, err error) {
	if err != nil {
		s.game.Problems().Warn(e, "Adventure.Hotspot", "talk: %v", err)
	}
}

// toWorld returns screen point p (logical pixels) in world units through
// the camera under it (runtime/view.ScreenToWorld); a game without the UI
// system, which knows the screen's size, takes p as world units.
func toWorld(g *runtime.Game, p griff.Vec) (griff.Vec, bool) {
	panels, ok := runtime.LookupService[ui.IPanels](g)
	if !ok {
		return p, true
	}
	scr, ok := panels.(ui.Screener)
	if !ok {
		return p, true
	}
	w, _, seen := view.ScreenToWorld(g.Scene(), scr.Screen(), p)
	return w, seen
}
