package fighting

import (
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The fighter sheet: Frame×Frame pictures, a pose a column and a
// character's look a row, the feet at (Frame/2, FeetY).
const (
	DefaultImage = "assets/fighters.png"
	Frame        = 128
	FeetY        = 124
)

// pose returns the sheet column f shows now.
func pose(f *Fighter, c *Character) int {
	switch {
	case f.Down > 0 || f.Health <= 0:
		return PoseDown
	case f.Stun > 0 && f.Blocking && f.Crouch:
		return PoseLowBlock
	case f.Stun > 0 && f.Blocking:
		return PoseBlock
	case f.Stun > 0 || f.Knocked:
		return PoseHit
	case f.Move >= 0:
		mv := &c.Moves[f.Move]
		switch {
		case f.MoveStep < mv.Startup:
			return PoseWindup
		case mv.ActiveAt(f.MoveStep):
			return mv.Pose
		}
		return PoseRecover
	case f.Air:
		return PoseJump
	case f.Crouch:
		return PoseCrouch
	case f.VX != 0 && f.Input.N/8%2 == 0:
		return PoseWalk
	}
	return PoseIdle
}

// The colours of the boxes training mode shows, and of the HUD.
var (
	colorHurt   = griff.RGBA(0.3, 0.6, 1, 0.35)
	colorHit    = griff.RGBA(1, 0.2, 0.2, 0.5)
	colorBar    = griff.MustHex("#2a2438")
	colorHealth = griff.MustHex("#f2c94c")
	colorLow    = griff.MustHex("#e0524f")
	colorMeter  = griff.MustHex("#4fa3e0")
	colorWin    = griff.MustHex("#f4ecd8")
)

// Draw draws the fighter (visual.Drawable): its pose from the sheet,
// mirrored when it faces left, its shot, and in training mode its
// hurtboxes (blue) and hitbox (red).
func (f *Fighter) Draw(s visual.Sink) {
	img := f.Image
	if img == "" {
		img = DefaultImage
	}
	src := visual.RegionOf(f.Pose*Frame, f.Look*Frame, Frame, Frame)
	l, r := griff.V(-Frame/2, float64(-FeetY)), griff.V(Frame/2, float64(Frame-FeetY))
	q := visual.Quad{Image: img, Src: src, Corners: [4]griff.Vec{{l[0], l[1]}, {r[0], l[1]}, {r[0], r[1]}, {l[0], r[1]}}}
	if f.Facing < 0 {
		q.Corners = [4]griff.Vec{{r[0], l[1]}, {l[0], l[1]}, {l[0], r[1]}, {r[0], r[1]}}
	}
	s.Quad(q)
	if f.Shot.Live {
		dx, dy := float64(f.Shot.X-f.X), float64(-(f.Shot.Y - f.Y))
		sq := visual.Quad{Image: img, Src: visual.RegionOf(PoseFireball*Frame, f.Look*Frame, Frame, Frame)}
		h := float64(Frame / 2)
		sq.Corners = [4]griff.Vec{{dx - h, dy - h}, {dx + h, dy - h}, {dx + h, dy + h}, {dx - h, dy + h}}
		if f.Shot.VX < 0 {
			sq.Corners[0], sq.Corners[1], sq.Corners[2], sq.Corners[3] = sq.Corners[1], sq.Corners[0], sq.Corners[3], sq.Corners[2]
		}
		s.Quad(sq)
	}
	if f.Boxes {
		f.box(s, f.Hurt, colorHurt)
		f.box(s, f.Limb, colorHurt)
		f.box(s, f.Hit, colorHit)
	}
}

// box draws b (relative to the feet) filled with col.
func (f *Fighter) box(s visual.Sink, b Box, col griff.Color) {
	if b.Empty() {
		return
	}
	x0, x1 := float64(b.X0), float64(b.X1)
	if f.Facing < 0 {
		x0, x1 = -x1, -x0
	}
	y0, y1 := float64(-b.Y1), float64(-b.Y0)
	s.Quad(visual.Quad{Color: col, Corners: [4]griff.Vec{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}})
}

// The HUD's bars, in screen pixels.
const (
	barW, barH   = 380, 22
	barTop       = 40
	meterW       = 240
	meterH       = 10
	meterBottom  = 520
	barMargin    = 40
	winPipRadius = 6
)

// Draw draws the HUD (visual.Drawable, on an entity at the screen's
// origin): each side's health bar at the top (what is left held at the
// screen's edge, so a bar empties from the timer outwards as in Street
// Fighter and Guilty Gear; red below a quarter), its round wins and its
// super meter at the bottom (filling from the screen's edge).
func (m *Match) Draw(s visual.Sink) {
	if m.Phase == PhaseTitle {
		return
	}
	for i, b := range m.Bars {
		health, full, meter := b[0], b[1], b[2]
		if full <= 0 {
			continue
		}
		x0 := float64(barMargin)
		if i == 1 {
			x0 = StageWidth - barMargin - barW
		}
		fill(s, x0, barTop, barW, barH, colorBar)
		w := float64(barW * health / full)
		col := colorHealth
		if health*4 < full {
			col = colorLow
		}
		if i == 0 { // what is left hugs the outer edge, as in Street Fighter
			fill(s, x0, barTop, w, barH, col)
		} else {
			fill(s, x0+barW-w, barTop, w, barH, col)
		}
		for k := range min(m.Wins[i], MaxRounds) { // a pip a round won
			px := x0 + barW - 14 - float64(k*18)
			if i == 1 {
				px = x0 + 6 + float64(k*18)
			}
			fill(s, px, barTop+barH+6, 2*winPipRadius, 2*winPipRadius, colorWin)
		}
		mx := float64(barMargin)
		if i == 1 {
			mx = StageWidth - barMargin - meterW
		}
		fill(s, mx, meterBottom-meterH, meterW, meterH, colorBar)
		mw := float64(meterW * meter / MaxMeter)
		if i == 1 { // side 1's meter fills from its outer edge too
			mx += meterW - mw
		}
		fill(s, mx, meterBottom-meterH, mw, meterH, colorMeter)
	}
}

func fill(s visual.Sink, x, y, w, h float64, col griff.Color) {
	if w <= 0 || h <= 0 {
		return
	}
	s.Quad(visual.Quad{Color: col, Corners: [4]griff.Vec{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}})
}

// texts writes the match's texts: the timer, the announcement, the names,
// the combo counters, training mode's frame data and the title's menu.
func (s *system) texts(e *scenes.Entity, m *Match) {
	b := s.buf[:0]
	if m.Phase != PhaseTitle && m.Mode != ModeTraining {
		b = strconv.AppendInt(b, int64((m.Timer+stepRate-1)/stepRate), 10)
	}
	setText(e, "Timer", b)
	if m.Phase == PhaseTitle {
		setText(e, "Announce", append(b[:0], "TWO FIGHTERS"...))
	} else {
		setText(e, "Announce", append(b[:0], m.Announce...))
	}
	for i, name := range [2]string{"Name0", "Name1"} {
		b = b[:0]
		if m.Phase != PhaseTitle {
			b = append(b, s.cs[i].Name...)
		}
		setText(e, name, b)
		b = b[:0]
		if s.fs[i].Counter && s.fs[1-i].Stun > 0 && m.Phase != PhaseTitle {
			b = append(b, "Counter!\n"...)
		}
		if d := s.fs[1-i]; d.Combo >= 2 && m.Phase != PhaseTitle {
			b = strconv.AppendInt(b, int64(d.Combo), 10)
			b = append(b, " hits  "...)
			b = strconv.AppendInt(b, int64(d.ComboDamage), 10)
		}
		setText(e, "Combo"+string(rune('0'+i)), b)
	}
	b = b[:0]
	if m.Mode == ModeTraining && m.Phase != PhaseTitle {
		b = s.frameData(b, m)
	}
	setText(e, "Info", b)
	b = b[:0]
	if m.Phase == PhaseTitle {
		b = s.menu(b, m)
	}
	setText(e, "Menu", b)
	s.buf = b
}

// frameData appends training mode's frame data: the last move that
// touched, its startup, its advantage on block or hit, and the last
// combo's hits and damage.
func (s *system) frameData(b []byte, m *Match) []byte {
	f, d := s.fs[0], s.fs[1]
	b = append(b, "TRAINING   dummy: "...)
	b = append(b, [2]string{"stands", "blocks"}[m.Dummy&1]...)
	b = append(b, " (Enter)\n"...)
	if f.LastMove != "" {
		b = append(b, f.LastMove...)
		b = append(b, "   startup "...)
		b = strconv.AppendInt(b, int64(f.LastStartup), 10)
		b = append(b, [2]string{"   on hit ", "   on block "}[btoi(f.LastBlocked)]...)
		if f.LastAdvantage > 0 {
			b = append(b, '+')
		}
		b = strconv.AppendInt(b, int64(f.LastAdvantage), 10)
	}
	b = append(b, "\ncombo damage "...)
	b = strconv.AppendInt(b, int64(d.ComboDamage), 10)
	return b
}

func btoi(v bool) int {
	if v {
		return 1
	}
	return 0
}

// menu appends the title's menu.
func (s *system) menu(b []byte, m *Match) []byte {
	for i, n := range modeNames {
		if i == m.Pick {
			b = append(b, "> "...)
		} else {
			b = append(b, "  "...)
		}
		b = append(append(b, n...), '\n')
	}
	b = append(b, "\nYou play: < "...)
	if c := s.characterAt(nil, m, max(min(m.Char, len(m.Characters)-1), 0)); c != nil {
		b = append(b, c.Name...)
	}
	b = append(b, " >"...)
	if Mode(m.Pick) == ModeVersus {
		b = append(b, "\nPlayer 2: < "...)
		if c := s.characterAt(nil, m, rival(m, ModeVersus)); c != nil {
			b = append(b, c.Name...)
		}
		b = append(b, " >"...)
	}
	return b
}
