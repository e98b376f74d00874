package battles

import (
	"math"
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// OnMessage asks for the battle on "fight"; it implements
// messages.Hearer and ignores other messages.
func (x *Encounter) OnMessage(m *messages.Message) {
	if m.Name == "fight" {
		x.Asked = true
	}
}

// walk is the step of a scene with no Battle: the party's heroes are set
// from the tables, a battle's result is taken, the walker walks, and an
// encounter touched or told "fight" starts its battle.
func (s *system) walk(g *runtime.Game, d *Defs) {
	// The Party and the Encounters are read read-only (no change mark, so a
	// Timeline shares their records in a step that writes none) and marked
	// where they are written.
	pe, p := readParty(g.Scene())
	var we *scenes.Entity
	var w *Walker
	for e, x := range scenes.ActiveRead[Walker](g.Scene()) {
		we, w = e, x
		break
	}
	if w != nil { // read only: marked at the end of the step if it changed
		was := *w
		defer func() {
			if we.Alive() && !sameWalker(&was, w) {
				we.MarkChanged()
			}
		}()
	}
	if w != nil {
		w.place(we)
		w.check(g, we)
	}
	took := false
	if p != nil {
		if p.Result != "" || !partyFilled(p, d) {
			pe.MarkChanged() // result or fillParty writes it
		}
		took = s.result(g, p, w, we)
		fillParty(p, d) // after the result: a lost battle's heroes wake healed
		if g.Input().Pressed(0, ActionLoad) {
			if sv, ok := saves.Of(g); ok {
				if has, _ := sv.Exists(SaveSlot); has {
					sv.Load(SaveSlot) // a valid slot name: no error
				}
			}
		}
	}
	if w != nil {
		w.move(g, we)
	}
	for e, x := range scenes.ActiveRead[Encounter](g.Scene()) {
		if took {
			break // the encounter won is removed at the step's end
		}
		if x.Asked || (w != nil && w.Moving == 0 && w.on(e)) {
			if s.Start(e, x.Foes, x.Battle, x.NoFlee) && x.Asked {
				e.MarkChanged()
				x.Asked = false
			}
			break
		}
	}
	if p != nil {
		s.banner(g, p, d)
	}
}

// partyFilled reports whether fillParty would change nothing in p.
func partyFilled(p *Party, d *Defs) bool {
	for i := range p.Heroes {
		if h := &p.Heroes[i]; d.Heroes[h.ID] != nil && !h.Set {
			return false
		}
	}
	return true
}

// fillParty sets the HP and MP of each hero not yet set to its full, from
// the hero table at its level.
func fillParty(p *Party, d *Defs) {
	for i := range p.Heroes {
		h := &p.Heroes[i]
		if def := d.Heroes[h.ID]; def != nil && !h.Set {
			x := Fighter{Level: min(max(h.Level, 1), MaxLevel)}
			def.Stats(&x)
			h.Level, h.HP, h.MP, h.Set = x.Level, x.MaxHP, x.MaxMP, true
		}
	}
}

// result takes the last battle's result: won, its encounter is removed and
// the game saved (in SaveSlot, when the host gave a store); lost, the party
// wakes healed where the walker started; fled, the walker steps back.
func (s *system) result(g *runtime.Game, p *Party, w *Walker, we *scenes.Entity) bool {
	switch p.Result {
	case "":
		return false
	case ResultWon:
		if e := g.Scene().Find(p.Encounter); e != nil && scenes.Has[Encounter](e) {
			g.Destroy(e)
		}
		if sv, ok := saves.Of(g); ok {
			sv.Save(SaveSlot) // a valid slot name: no error
		}
	case ResultLost:
		for i := range p.Heroes {
			p.Heroes[i].Set = false
		}
		if w != nil {
			w.Col, w.Row, w.Moving = w.Start[0], w.Start[1], 0
			w.Placed = false
			w.place(we)
		}
	case ResultFled:
		if w != nil {
			w.Col, w.Row, w.Moving = w.Back[0], w.Back[1], 0
			w.Placed = false
			w.place(we)
		}
	}
	p.Result, p.Foes, p.Encounter = "", "", ""
	return true
}

// banner writes the map's "Banner" text: the battles won, or that every
// foe is beaten; and its "Status" text: the party's lines.
func (s *system) banner(g *runtime.Game, p *Party, d *Defs) {
	root := g.Scene().Find("Banner")
	if root == nil {
		return
	}
	left := 0
	for range scenes.ActiveRead[Encounter](g.Scene()) {
		left++
	}
	b := s.at.buf[:0]
	if left == 0 {
		b = append(b, "Every foe is beaten! Battles won: "...)
	} else {
		b = append(b, "Walk into a foe to fight (L loads the last save). Battles won: "...)
	}
	b = strconv.AppendInt(b, int64(p.Won), 10)
	if t := textOf(root); t != nil && t.Text != string(b) {
		root.MarkChanged() // textOf only reads
		t.Text = string(b)
	}
	b = b[:0]
	for _, h := range p.Heroes {
		if def := d.Heroes[h.ID]; def != nil && def.Name != "" {
			b = append(b, def.Name...)
		} else {
			b = append(b, h.ID...)
		}
		b = append(b, "  Lv "...)
		b = strconv.AppendInt(b, int64(h.Level), 10)
		b = append(b, "  HP "...)
		b = strconv.AppendInt(b, int64(h.HP), 10)
		b = append(b, "  MP "...)
		b = strconv.AppendInt(b, int64(h.MP), 10)
		b = append(b, '\n')
	}
	if st := g.Scene().Find("Status"); st != nil {
		if t := textOf(st); t != nil && t.Text != string(b) {
			st.MarkChanged() // textOf only reads
			t.Text = string(b)
		}
	}
	s.at.buf = b
}

func (w *Walker) tile() float64 {
	if w.Tile > 0 {
		return w.Tile
	}
	return DefaultTile
}

// at returns the local position of tile (c, r)'s centre.
func (w *Walker) at(c, r int) griff.Vec {
	t := w.tile()
	half := float64(t / 2) // rounded: no fused multiply-add
	return griff.V(float64(float64(c)*t)+half, float64(float64(r)*t)+half)
}

// place puts a walker not yet placed on its tile.
func (w *Walker) place(e *scenes.Entity) {
	if w.Placed {
		return
	}
	w.Placed, w.Back = true, [2]int{w.Col, w.Row}
	if w.Start == ([2]int{}) {
		w.Start = [2]int{w.Col, w.Row}
	}
	e.Transform().Teleport(w.at(w.Col, w.Row))
}

// check warns of a walker its file left unable to walk, and mends it: a
// slide longer than WalkSteps is cut to WalkSteps; a walker off the map or
// on a wall is put on its Start tile, or when that is no floor either the
// first floor tile (top row first), if the map has one.
func (w *Walker) check(g *runtime.Game, e *scenes.Entity) {
	if w.Moving > WalkSteps || w.Moving < 0 {
		g.Problems().Warn(e, "Battles.Walker", "moving %d is not 0 to %d; it is taken as %d", w.Moving, WalkSteps, min(max(w.Moving, 0), WalkSteps))
		w.Moving = min(max(w.Moving, 0), WalkSteps)
	}
	if w.free(w.Col, w.Row) {
		return
	}
	at := w.Start
	// Rows and columns past Walls are floor, so the search ends by then.
	for r := 0; r < min(w.Rows, len(w.Walls)+1) && !w.free(at[0], at[1]); r++ {
		n := 0
		if r < len(w.Walls) {
			n = len(w.Walls[r])
		}
		for c := 0; c < min(w.Cols, n+1) && !w.free(at[0], at[1]); c++ {
			at = [2]int{c, r}
		}
	}
	if !w.free(at[0], at[1]) {
		g.Problems().Warn(e, "Battles.Walker", "tile %d,%d is off the %d×%d map or a wall, and the map has no floor: the walker cannot walk", w.Col, w.Row, w.Cols, w.Rows)
		return
	}
	g.Problems().Warn(e, "Battles.Walker", "tile %d,%d is off the %d×%d map or a wall; the walker starts at %d,%d", w.Col, w.Row, w.Cols, w.Rows, at[0], at[1])
	w.Col, w.Row, w.Moving, w.Placed = at[0], at[1], 0, false
	w.place(e)
}

// free reports whether tile (c, r) is on the map and no wall.
func (w *Walker) free(c, r int) bool {
	if c < 0 || r < 0 || c >= w.Cols || r >= w.Rows {
		return false
	}
	return r >= len(w.Walls) || c >= len(w.Walls[r]) || w.Walls[r][c] != '#'
}

// move slides the walker on, or starts a slide to the next tile while a
// direction is held.
func (w *Walker) move(g *runtime.Game, e *scenes.Entity) {
	if w.Moving > 0 {
		w.Moving--
		from, to := w.at(w.Back[0], w.Back[1]), w.at(w.Col, w.Row)
		e.Transform().SetPosition(griff.Lerp(from, to, float64(WalkSteps-w.Moving)/WalkSteps))
		return
	}
	in := g.Input()
	dc, dr := 0, 0
	switch {
	case in.Held(0, ActionUp):
		dr = -1
	case in.Held(0, ActionDown):
		dr = 1
	case in.Held(0, ActionLeft):
		dc = -1
	case in.Held(0, ActionRight):
		dc = 1
	default:
		return
	}
	if w.free(w.Col+dc, w.Row+dr) {
		w.Back = [2]int{w.Col, w.Row}
		w.Col, w.Row, w.Moving = w.Col+dc, w.Row+dr, WalkSteps
	}
}

// on reports whether the walker stands on the tile of entity e's position.
func (w *Walker) on(e *scenes.Entity) bool {
	p, t := e.Transform().Position(), w.tile()
	return int(math.Floor(p[0]/t)) == w.Col && int(math.Floor(p[1]/t)) == w.Row
}

// sameWalker reports whether a and b hold the same values: every field
// (Walls, which no step writes, by identity: same array, length and
// capacity). TestSameWalkerFields fails when Walker gains a field this does
// not compare.
func sameWalker(a, b *Walker) bool {
	return math.Float64bits(a.Tile) == math.Float64bits(b.Tile) && a.Cols == b.Cols && a.Rows == b.Rows &&
		len(a.Walls) == len(b.Walls) && cap(a.Walls) == cap(b.Walls) && (a.Walls == nil) == (b.Walls == nil) &&
		(len(a.Walls) == 0 || &a.Walls[0] == &b.Walls[0]) &&
		a.Col == b.Col && a.Row == b.Row && a.Back == b.Back && a.Start == b.Start && a.Moving == b.Moving &&
		a.Placed == b.Placed
}

// textOf returns e's Text for reading only (scenes.Read): a caller that
// writes it marks e changed first, so a text showing what it showed the
// step before leaves e's record shared by a Timeline.
func textOf(e *scenes.Entity) *visual.Text { return scenes.Read[visual.Text](e) }
