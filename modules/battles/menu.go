package battles

import (
	"strconv"

	"github.com/griffengine/griff/scenes"
)

func itoa(n int) string { return strconv.Itoa(n) }

// hero returns the fighter whose turn it is, or nil.
func (f *fight) hero() *Fighter {
	if e := f.byKey(f.b.Actor); e != nil {
		return fighterOf(e)
	}
	return nil
}

// entries returns the hero's list (skills it knows, or items the party
// holds) as ids: the skill or item table's, in table order (skills in the
// order the hero table names them).
func (f *fight) entries(u *Fighter, dst []string) []string {
	dst = dst[:0]
	if f.b.Menu == CommandItem {
		inv := f.inventory()
		for _, id := range f.d.ItemOrder {
			if inv != nil && inv.Count(id) > 0 {
				dst = append(dst, id)
			}
		}
		return dst
	}
	if def := f.d.Heroes[u.Row]; def != nil {
		for _, l := range def.Skills {
			if l.Level <= u.Level {
				dst = append(dst, l.Skill)
			}
		}
	}
	return dst
}

// menu plays the player's presses on a hero's menu, list and target.
func (f *fight) menu() {
	b := f.b
	u := f.hero()
	if u == nil {
		b.Phase = PhaseWait
		return
	}
	for _, a := range f.s.presses(f.g, b.Player) {
		switch b.Phase {
		case PhaseCommand:
			f.command(u, a)
		case PhaseList:
			f.list(u, a)
		case PhaseTarget:
			f.target(u, a)
		}
		if b.Phase == PhaseAct || b.Over() {
			return
		}
	}
}

// Over reports whether the battle has ended (won, lost, fled or left).
func (b *Battle) Over() bool { return b.Phase >= PhaseWon }

// step moves cursor *at by one for up/left (-1) or down/right (+1) within
// n entries, round the ends.
func step(at *int, a string, n int) {
	if n <= 0 {
		*at = 0
		return
	}
	switch a {
	case ActionUp, ActionLeft:
		*at = ((*at-1)%n + n) % n
	case ActionDown, ActionRight:
		*at = (*at + 1) % n
	}
	*at = max(min(*at, n-1), 0)
}

// command is a press on the command menu.
func (f *fight) command(u *Fighter, a string) {
	b := f.b
	if a != ActionConfirm {
		step(&b.Menu, a, len(commandNames))
		return
	}
	switch b.Menu {
	case CommandAttack:
		f.choose(u, "attack", "")
	case CommandSkill, CommandItem:
		var buf [16]string
		if len(f.entries(u, buf[:0])) == 0 {
			b.Message = "Nothing to use."
			return
		}
		b.Phase, b.List = PhaseList, 0
	case CommandDefend:
		u.Defending = true
		b.Phase, b.Skill, b.Wait, b.Message = PhaseAct, "", 0, u.Name+" defends."
	case CommandRun:
		f.flee(u)
	}
}

// list is a press on the skill or item list.
func (f *fight) list(u *Fighter, a string) {
	b := f.b
	var buf [32]string
	ids := f.entries(u, buf[:0])
	switch a {
	case ActionCancel:
		b.Phase = PhaseCommand
	case ActionConfirm:
		if len(ids) == 0 {
			b.Phase = PhaseCommand
			return
		}
		id := ids[max(min(b.List, len(ids)-1), 0)]
		if b.Menu == CommandItem {
			f.choose(u, f.d.Items[id].Skill, id)
			return
		}
		if d := f.d.Skills[id]; d != nil && d.MP > u.MP {
			b.Message = "Not enough MP."
			return
		}
		f.choose(u, id, "")
	default:
		step(&b.List, a, len(ids))
	}
}

// choose takes skill id (from item, if not "") for hero u: a skill of one
// target or ally opens the target cursor, the others act at once.
func (f *fight) choose(u *Fighter, id, item string) {
	b := f.b
	d := f.d.Skills[id]
	if d == nil {
		b.Message = "Nothing happens."
		return
	}
	b.Skill, b.Item, b.Target, b.Aim = id, item, 0, -1
	name := d.Name
	if item != "" {
		name = f.d.Items[item].Name
	}
	b.Message = u.Name + ": " + name
	switch d.Target {
	case TargetOne, TargetAlly:
		b.Phase = PhaseTarget
		if d.Target == TargetAlly {
			b.Target = u.Slot // oneself first
		}
	default:
		f.startAct()
	}
}

// candidates returns who the hero's chosen skill may aim at.
func (f *fight) candidates(u *Fighter) []*scenes.Entity {
	d := f.d.Skills[f.b.Skill]
	if d != nil && d.Target == TargetAlly {
		return f.alliesOf(u, d.Kind == KindRevive)
	}
	return f.foesOf(u)
}

// target is a press on the target cursor.
func (f *fight) target(u *Fighter, a string) {
	b := f.b
	cs := f.candidates(u)
	switch a {
	case ActionCancel:
		b.Phase, b.Message = PhaseCommand, u.Name+"'s turn."
	case ActionConfirm:
		if len(cs) == 0 {
			b.Phase = PhaseCommand
			return
		}
		b.Aim = key(fighterOf(cs[max(min(b.Target, len(cs)-1), 0)]))
		f.startAct()
	default:
		step(&b.Target, a, len(cs))
	}
}

// startAct starts the chosen action's showing.
func (f *fight) startAct() {
	f.b.Phase, f.b.Wait = PhaseAct, 0
}
