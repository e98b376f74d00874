package contraptions

import (
	"fmt"
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// looks shows each part's signal: a pressed switch, a lit lamp, a wire or
// gate output carrying a signal in yellow; an open door faint; and joins
// each wire's arms to the parts beside it that take or give signals.
func (s *system) looks() {
	for i, p := range s.m.ps {
		e := s.m.es[i]
		on := colorOff
		if p.On {
			on = colorOn
		}
		switch {
		case p.Kind == KindSwitch || p.Kind == KindLamp:
			tint(e, "Look", on)
		case p.Kind.isGate():
			tint(e, "Out", on)
		case p.Kind == KindDoor:
			c := colorDoor
			if p.On {
				c = colorOpen
			}
			tint(e, "Look", c)
		case p.Kind == KindWire:
			c := colorWire
			if p.On {
				c = colorOn
			}
			tint(e, "Look", c)
			for d, n := range wireArms {
				tint(e, n, c)
				j := s.m.at(p.Col+dirs[d][0], p.Row+dirs[d][1])
				if k := child(e, n); k != nil {
					k.SetActive(j >= 0 && signalling(s.m.ps[j].Kind))
				}
			}
		}
	}
}

// signalling reports whether parts of kind k take or give signals.
func signalling(k Kind) bool {
	switch k {
	case KindWire, KindSwitch, KindLamp, KindDoor, KindMotor, KindFan:
		return true
	}
	return k.isGate()
}

// goalTexts say each goal to the player.
var goalTexts = [...]string{"get a ball into the bucket", "light the lamp", "press every switch", "turn the wheel a whole turn"}

// show writes the board's texts (status, palette, banner) and places the
// build cursor.
func (s *system) show(g *runtime.Game, e *scenes.Entity, b *Board, pz *Puzzle) {
	sc := g.Scene()
	// The texts are written again only when what they show changed (the
	// run's time by whole tenths of a second, which the status shows: the
	// text is the key's alone, so written at any step it reads the same),
	// or after a restore put back texts written from another key; a
	// running step formats none.
	key := shownKey{b.Mode, b.Puzzle, b.Pick, b.Rot, len(s.m.ps), b.Steps * 10 / 60, pz}
	if key != s.shown || !s.shownOK {
		s.shown, s.shownOK = key, true
		setText(sc, b.Status, s.status(b, pz))
		setText(sc, b.Palette, s.palette(b, pz))
	}
	banner := ""
	switch b.Mode {
	case ModeSolved:
		banner = "Solved!  Press Enter for the next puzzle"
		if b.Puzzle == len(b.Puzzles)-1 {
			banner = "Solved!  Press Enter"
		}
	case ModeDone:
		banner = fmt.Sprintf("Every puzzle solved (%d of %d). Well built!", b.Solved, len(b.Puzzles))
	}
	setText(sc, b.Banner, banner)
	if b.Banner != "" {
		if be := sc.Find(b.Banner); be != nil && be.Active() != (banner != "") {
			be.SetActive(banner != "")
		}
	}
	if parts := child(e, "Parts"); parts != nil && pz != nil {
		s.cursor(child(parts, "Ghost"), b, pz)
	}
}

// shownKey is what the status and palette texts were last written from.
type shownKey struct {
	mode                 Mode
	puzzle, pick, rot, n int
	tenths               int
	pz                   *Puzzle
}

// status returns the text above the board.
func (s *system) status(b *Board, pz *Puzzle) string {
	if b.Mode == ModeDone {
		return "Contraptions"
	}
	if pz == nil && (b.Puzzle < 0 || b.Puzzle >= len(b.Puzzles)) {
		return fmt.Sprintf("No puzzle %d: the board has %d. Enter: go on", b.Puzzle+1, len(b.Puzzles))
	}
	if pz == nil {
		return fmt.Sprintf("Puzzle %d of %d cannot be read (see the problem log). Enter: skip it", b.Puzzle+1, len(b.Puzzles))
	}
	var goals []string
	for _, gl := range pz.Goals {
		if int(gl) < len(goalTexts) {
			goals = append(goals, goalTexts[gl])
		}
	}
	head := fmt.Sprintf("Puzzle %d of %d: %s  -  Goal: %s", b.Puzzle+1, len(b.Puzzles), pz.Title, strings.Join(goals, " and "))
	switch b.Mode {
	case ModeRun:
		return head + fmt.Sprintf("\nRUNNING  %.1f s   Enter: stop (the board goes back as built)", float64(b.Steps*10/60)/10)
	case ModeSolved:
		return head + "\nSOLVED"
	}
	if !pz.Solvable() {
		return head + "\nThis puzzle cannot be solved (see the problem log). Enter: skip it"
	}
	return head + "\n" + pz.Hint + "\nArrows: move  Space: place / pick up  R: rotate  X: remove  Q/E: part  Enter: run"
}

// palette returns the parts line under the board.
func (s *system) palette(b *Board, pz *Puzzle) string {
	if pz == nil || b.Mode == ModeDone {
		return ""
	}
	if len(pz.Palette) == 0 {
		return "Parts: none to place: just run it"
	}
	var sb strings.Builder
	sb.WriteString("Parts: ")
	for i, st := range pz.Palette {
		name := st.Kind.String()
		if st.Kind.Rotations() > 1 && i == b.Pick {
			r := b.Rot % st.Kind.Rotations()
			if st.Kind.Rotations() == 2 {
				r *= 2
			}
			name += " " + dirNames[r]
		}
		item := fmt.Sprintf("%s x%d", name, s.left(pz, i))
		if i == b.Pick && b.Mode == ModeBuild {
			item = "[" + item + "]"
		}
		sb.WriteString("  " + item)
	}
	return sb.String()
}

// cursor places the build cursor: over the movable part under it in
// yellow, else the picked part's cells in green where it fits and red
// where it does not; hidden outside build mode. It marks the cursor and its
// label only when their shape or text changes.
func (s *system) cursor(ghost *scenes.Entity, b *Board, pz *Puzzle) {
	if ghost == nil {
		return
	}
	sh := scenes.Read[visual.Shape](ghost)
	ghost.SetActive(b.Mode == ModeBuild)
	if sh == nil || b.Mode != ModeBuild {
		return
	}
	p, c := Place{Kind: KindWire, Col: b.Col, Row: b.Row}, colorBad
	if i := s.movable(b); i >= 0 {
		p, c = s.m.ps[i].place(), colorPickable
	} else if len(pz.Palette) > 0 {
		k := pz.Palette[b.Pick].Kind
		p.Kind, p.Rot = k, b.Rot%k.Rotations()
		if s.fits(b, pz) {
			c = colorGood
		}
	}
	_, _, w, h := p.Kind.Footprint(p.Col, p.Row)
	ghost.Transform().SetPosition(centre(p, origin(b)))
	if size := griff.V(float64(w*CellSize), float64(h*CellSize)); sh.Size != size || sh.Color != c {
		ghost.MarkChanged()
		sh.Size, sh.Color = size, c
	}
	if l := child(ghost, "Label"); l != nil {
		if t := scenes.Read[visual.Text](l); t != nil {
			name := ""
			if c != colorPickable && len(pz.Palette) > 0 {
				name = p.Kind.String()
				if p.Kind.Rotations() > 1 {
					name += " " + wayArrows[p.Kind.ways()[p.Rot]]
				}
			}
			l.Transform().SetPosition(griff.V(0, float64(-h*CellSize/2-8)))
			if t.Text != name {
				l.MarkChanged()
				t.Text = name
			}
		}
	}
}

// wayArrows show which way a picked part points.
var wayArrows = map[string]string{"right": ">", "down": "v", "left": "<", "up": "^"}

// setText sets the Griff.Text of the entity named name, if any, marking the
// entity only when its text changes.
func setText(sc *scenes.Scene, name, text string) {
	if name == "" {
		return
	}
	if e := sc.Find(name); e != nil {
		if t := scenes.Read[visual.Text](e); t != nil && t.Text != text {
			e.MarkChanged()
			t.Text = text
		}
	}
}
