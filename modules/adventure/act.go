package adventure

import (
	"github.com/griffengine/griff/data/dlg"
	"github.com/griffengine/griff/runtime/dialogue"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// spot returns the active hotspot named name in the hero's room, or nil.
// It is only read: a caller that writes it marks its entity changed first
// (a conversation looks its hotspot up each step and changes nothing).
func (s *system) spot(at *step, name string) (*scenes.Entity, *Hotspot) {
	for e, hs := range scenes.ActiveRead[Hotspot](s.game.Scene()) {
		if hs.Name == name && !hs.Taken && inRoom(e, at.room) {
			return e, hs
		}
	}
	return nil, nil
}

// inRoom reports whether e is room or under it.
func inRoom(e, room *scenes.Entity) bool {
	for ; e != nil; e = e.Parent() {
		if e == room {
			return true
		}
	}
	return false
}

func spriteOf(e *scenes.Entity) *visual.Sprite { return scenes.Get[visual.Sprite](e) }

// readSprite returns e's Sprite for reading, marking nothing (scenes.Read), or
// nil.
func readSprite(e *scenes.Entity) *visual.Sprite { return scenes.Read[visual.Sprite](e) }

// orRefusal returns text, or DefaultRefusal if it is "".
func orRefusal(text string) string {
	if text == "" {
		return DefaultRefusal
	}
	return text
}

// act does verb on the hotspot named target (with item, for VerbUse with an
// item): the hero has arrived where it stands.
func (s *system) act(at *step, verb, target, item string) {
	e, hs := s.spot(at, target)
	if hs == nil {
		return // it went away while the hero walked
	}
	switch {
	case verb == VerbLook:
		at.say(orRefusal(hs.Look))
	case verb == VerbTake:
		s.take(at, e, hs)
	case verb == VerbTalk:
		if !scenes.Has[dialogue.Conversation](e) {
			at.say(orRefusal(hs.Talk))
			return
		}
		if err := s.talk.Start(e, ""); err != nil {
			s.game.Problems().Warn(e, "Adventure.Hotspot", "talk: %v", err)
			return
		}
		at.adv.Talking, at.adv.Say, at.adv.Left = hs.Name, "", 0
	case verb == VerbUse && item != "":
		s.useItem(at, e, hs, item)
	case verb == VerbUse && hs.Exit != "":
		if hs.Locked {
			at.say(orRefusal(hs.Use))
			return
		}
		s.change(at, hs.Exit, hs.Arrive)
	default:
		at.say(orRefusal(hs.Use))
	}
}

// take takes hotspot hs (entity e): its items go to the hero and it is
// hidden.
func (s *system) take(at *step, e *scenes.Entity, hs *Hotspot) {
	if hs.Gives == "" {
		at.say(orRefusal(hs.Take))
		return
	}
	s.give(e, at, hs.Gives)
	e.MarkChanged() // hs was read (spot)
	hs.Taken = true
	e.SetActive(false)
	if hs.Take != "" {
		at.say(hs.Take)
	}
}

// UseItem implements the items system's ItemUser: an item of Uses is used
// (kept or used up, as its Keep says); any other is refused. What the use
// does besides is the adventure system's (it calls Items.Use and then
// applies the ItemUse).
func (hs *Hotspot) UseItem(u *items.Use) items.Outcome {
	for _, iu := range hs.Uses {
		if iu.Item == u.Item {
			if iu.Keep {
				return items.Kept
			}
			return items.UsedUp
		}
	}
	return items.Refused
}

// useItem uses item on hotspot hs (entity e) through the items service,
// then gives, flags and opens what the use says.
func (s *system) useItem(at *step, e *scenes.Entity, hs *Hotspot, item string) {
	at.adv.Held = "" // tried: the item goes back to the bar
	if s.items.Use(at.he, e, item) == items.Refused {
		at.say(DefaultRefusal)
		return
	}
	var iu *ItemUse
	for i := range hs.Uses {
		if hs.Uses[i].Item == item {
			iu = &hs.Uses[i]
			break
		}
	}
	if iu == nil {
		return // another ItemUser of the entity took it, and said nothing here
	}
	if iu.Gives != "" {
		s.give(e, at, iu.Gives)
	}
	if iu.Flag != "" {
		if err := s.talk.SetFlag(e, iu.Flag, dlg.Bool(true)); err != nil {
			s.game.Problems().Warn(e, "Adventure.Hotspot", "flag %q: %v", iu.Flag, err)
		}
	}
	switch {
	case iu.Opens == "self" || iu.Opens == hs.Name:
		e.MarkChanged() // hs was read (spot)
		hs.Locked = false
	case iu.Opens != "":
		if oe, o := s.spot(at, iu.Opens); o != nil {
			oe.MarkChanged()
			o.Locked = false
		} else {
			s.game.Problems().Warn(e, "Adventure.Hotspot", "opens %q: no such hotspot in the room", iu.Opens)
		}
	}
	at.say(orRefusal(iu.Say))
}

// combine uses item a on item b in the inventory bar: a recipe takes both
// and gives its Make.
func (s *system) combine(at *step, a, b string) {
	at.adv.Held = ""
	for _, r := range at.adv.Recipes {
		if (r.A == a && r.B == b) || (r.A == b && r.B == a) {
			if !s.items.Pay(at.he, nil, items.List{{Name: a, Amount: 1}, {Name: b, Amount: 1}}) {
				break
			}
			s.items.Give(at.he, items.List{{Name: r.Make, Amount: 1}})
			at.say(orRefusal(r.Say))
			return
		}
	}
	at.say(DefaultRefusal)
}

// change moves the hero to room at arrival point arrive; arriving in the
// Adventure's Win room wins.
func (s *system) change(at *step, room, arrive string) {
	var r *Room
	for _, x := range scenes.All[Room](s.game.Scene()) {
		if x.Name == room {
			r = x
			break
		}
	}
	if r == nil {
		s.game.Problems().Warn(at.he, "Adventure.Hero", "an exit leads to room %q, which the scene has not", room)
		return
	}
	h := at.hero
	h.Room, h.Path = room, h.Path[:0]
	found := false
	for _, a := range r.Arrivals {
		if a.Name == arrive {
			at.he.Transform().Teleport(a.At)
			found = true
			break
		}
	}
	if !found {
		s.game.Problems().Warn(at.he, "Adventure.Hero", "room %q has no arrival %q: the hero stays where it stood", room, arrive)
	}
	s.enter(at)
	if room == at.adv.Win && !at.adv.Won {
		at.adv.Won = true
		at.say(at.adv.WinSay)
		at.adv.Left = 0 // the win message stays
	}
}
