package strategy

import (
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// child returns e's child named name, or nil.
func child(e *scenes.Entity, name string) *scenes.Entity {
	if e == nil {
		return nil
	}
	for _, c := range e.Children() {
		if c.Name() == name {
			return c
		}
	}
	return nil
}

// setText sets the text of e's child name to text if it differs.
func setText(e *scenes.Entity, name string, text []byte) {
	c := child(e, name)
	if c == nil {
		return
	}
	if t := scenes.Read[visual.Text](c); t != nil && t.Text != string(text) {
		c.MarkChanged()
		t.Text = string(text)
	}
}

// hud returns the Match's child with a Strategy.Hud (whatever its name)
// and its Hud, or nils. The Hud is read with scenes.Read: the system writes
// only its ghost and dots, which are not state, so its record never changes
// and the entity is not marked.
func (s *system) hud() (*scenes.Entity, *Hud) {
	for _, c := range s.me.Children() {
		if h := scenes.Read[Hud](c); h != nil {
			return c, h
		}
	}
	return nil, nil
}

// texts writes the hud's texts (its children "Resources", "Info" and
// "Banner") and what the hud draws: the ghost and the minimap's dots.
func (s *system) texts(ui *UI, side int) {
	m := s.m
	he, h := s.hud()
	if h == nil { // no hud (destroyed, or a scene without one)
		return
	}
	sd := min(max(side, 0), Sides-1)
	b := s.buf[:0]
	b = append(b, "Gold "...)
	b = itoa(b, m.Stock[sd][Gold])
	b = append(b, "    Wood "...)
	b = itoa(b, m.Stock[sd][Wood])
	b = append(b, "    Supply "...)
	b = itoa(b, s.used[sd])
	b = append(b, '/')
	b = itoa(b, s.cap[sd])
	if ui.Message != "" {
		b = append(b, "    "...)
		b = append(b, ui.Message...)
	}
	setText(he, "Resources", b)
	b = s.info(b[:0], ui, side)
	setText(he, "Info", b)
	b = b[:0]
	switch { // Over is said for side 0
	case m.Over == "won" && sd == 0, m.Over == "lost" && sd != 0:
		b = append(b, "Victory!"...)
	case m.Over != "":
		b = append(b, "Defeat"...)
	}
	setText(he, "Banner", b)
	s.buf = b
	h.ghost = ghost{}
	if d := s.defs.Kind(ui.Placing); d != nil && ui.Known {
		c := s.ghostTile(d, ui.Cam[0]+ui.Pointer[0], ui.Cam[1]+ui.Pointer[1])
		ok, _ := s.afford(sd, d)
		h.ghost = ghost{X: c.X(), Y: c.Y(), Size: d.Size, OK: ok && s.siteFree(d, c, sd, nil)}
	}
	h.dots = h.dots[:0]
	for _, r := range s.units {
		u := r.u
		if m.NoFog || u.Side == side || u.Seen&(1<<uint(min(max(side, 0), 7))) != 0 {
			h.dots = append(h.dots, dot{float64(u.X) / Sub, float64(u.Y) / Sub, min(max(u.Side, 0), 2), u.def.Building()})
		}
		u.trains = s.defs
	}
}

// info writes the selection's line: one unit's name, hit points, order
// and queue, or how many of each kind; and the keys it takes.
func (s *system) info(b []byte, ui *UI, side int) []byte {
	if len(ui.Selected) == 0 {
		return append(b, "Drag a box or click to select; right-click to order. Arrows or the screen's edge scroll; the minimap moves the view."...)
	}
	if len(ui.Selected) == 1 {
		u := s.unit(ui.Selected[0])
		if u == nil {
			return b
		}
		b = append(b, u.def.Name...)
		b = append(b, "  "...)
		b = itoa(b, max(u.HP, 0))
		b = append(b, '/')
		b = itoa(b, u.MaxHP)
		switch {
		case u.def.Role == RoleMine:
			b = append(b, "  gold left "...)
			b = itoa(b, u.Stock)
		case u.def.Building() && !u.Done:
			b = append(b, "  building "...)
			b = itoa(b, u.Progress*100/max(u.def.Time, 1))
			b = append(b, '%')
		case u.def.Building():
			for _, q := range u.Queue {
				b = append(b, "  ["...)
				b = append(b, q...)
				b = append(b, ']')
			}
		default:
			b = append(b, "  "...)
			b = append(b, u.Act.String()...)
		}
		return s.keys(append(b, '\n'), u, side)
	}
	b = itoa(b, len(ui.Selected))
	b = append(b, " selected"...)
	for _, id := range ui.Selected {
		if u := s.unit(id); u != nil && u.Side == side {
			return s.keys(append(b, '\n'), u, side)
		}
	}
	return b
}

// keys writes the keys u's selection takes.
func (s *system) keys(b []byte, u *Unit, side int) []byte {
	if u.Side != side {
		return b
	}
	switch {
	case u.def.Role == RoleWorker:
		return append(b, "F farm  B barracks  H town hall  A attack  S stop  Ctrl+1..9 group"...)
	case u.def.Building() && u.Done:
		for i, k := range u.def.Trains {
			if d := s.defs.Kind(k); d != nil && i < 2 {
				b = append(b, "TY"[i], ' ')
				b = append(b, d.Name...)
				b = append(b, " ("...)
				b = itoa(b, d.Gold)
				b = append(b, " gold"...)
				if d.Wood > 0 {
					b = append(b, ", "...)
					b = itoa(b, d.Wood)
					b = append(b, " wood"...)
				}
				b = append(b, ")  "...)
			}
		}
		return b
	case !u.def.Building():
		return append(b, "A attack-move  S stop  Ctrl+1..9 group"...)
	}
	return b
}
