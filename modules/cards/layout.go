package cards

import (
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// layout moves each card a step towards its place (a card leaving the hand
// is hidden once it reaches its pile), and writes the numbers the table
// shows: the fighters' hit points, block and intents, the energy, the
// piles and the banner.
func (f *fight) layout() {
	t := f.t
	hand := f.piles[PileHand]
	for i, c := range hand {
		picked := i == t.Pick && t.Phase == PhasePlayer
		f.place(c, handAt(i, len(hand), picked), true)
		f.layer(c, i, picked)
	}
	for i, c := range f.piles[PileOffer] {
		f.place(c, offerAt(i, len(f.piles[PileOffer])).Sub(griff.V(0, float64(boolInt(i == t.Pick)*handRaise))), true)
		f.layer(c, i, i == t.Pick)
	}
	for _, p := range [...]struct {
		pile Pile
		at   griff.Vec
	}{{PileDraw, drawPileAt}, {PileDiscard, discardPileAt}, {PileExhaust, exhaustPileAt}} {
		for _, c := range f.piles[p.pile] {
			f.place(c, p.at, false)
		}
	}
	if f.hero != nil {
		f.fighter(f.hero, f.h, false)
	}
	for i, e := range f.enemies {
		f.fighter(e, scenes.Get[Fighter](e), i == t.Target && t.Phase == PhasePlayer)
	}
	f.hud()
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// place moves card c a step towards at; a card not shown is hidden once
// there.
func (f *fight) place(c *scenes.Entity, at griff.Vec, shown bool) {
	tr := c.Transform()
	p := tr.Position()
	d := at.Sub(p)
	if float64(d[0]*d[0])+float64(d[1]*d[1]) < 1 { // rounded: no fused multiply-add
		if p != at {
			tr.SetPosition(at)
		}
		if !shown && c.Active() {
			c.SetActive(false)
		}
	} else {
		tr.SetPosition(griff.Lerp(p, at, cardEase))
	}
	if shown && !c.Active() {
		c.SetActive(true)
	}
}

// layer draws card c, the i-th of its row, above the cards before it (its
// texts just above its own frame, below the next card's), and above every
// other card while picked.
func (f *fight) layer(c *scenes.Entity, i int, picked bool) {
	l, z := layerCards, float64(2*i)
	if picked {
		l = layerPicked
	}
	if sp := scenes.Read[visual.Sprite](c); sp != nil && (sp.Layer != l || sp.Z != z) {
		c.MarkChanged()
		sp.Layer, sp.Z = l, z
		for _, ch := range c.Children() {
			if tx := scenes.Get[visual.Text](ch); tx != nil {
				tx.Layer, tx.Z = l, z+1
			}
		}
	}
}

// fighter writes a fighter's life ("32/60", and its block) and intent, and
// eases the life bar's shown hit points towards its hit points.
func (f *fight) fighter(e *scenes.Entity, x *Fighter, targeted bool) {
	shown := x.Shown.Value()
	if hp := float64(x.HP); shown != hp {
		if d := hp - shown; d > -0.5 && d < 0.5 {
			shown = hp
		} else {
			shown += float64(d * 0.15)
		}
	}
	x.Shown.Set(f.g.Clock().Tick(), shown)
	b := strconv.AppendInt(f.buf[:0], int64(x.HP), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(x.MaxHP), 10)
	if x.Block > 0 {
		b = append(b, "  block "...)
		b = strconv.AppendInt(b, int64(x.Block), 10)
	}
	setText(e, "Life", b)
	b = b[:0]
	if targeted {
		b = append(b, "> "...)
	}
	if x.Enemy && len(x.Intents) > 0 {
		b = appendIntent(b, x.Intents[x.nextIntent()], x.Strength)
	} else if x.Strength != 0 {
		b = append(b, "strength "...)
		b = strconv.AppendInt(b, int64(x.Strength), 10)
	}
	if targeted {
		b = append(b, " <"...)
	}
	setText(e, "Intent", b)
	f.buf = b
}

// appendIntent appends what an enemy's intent shows: an attack's damage
// with its strength ("attack 8", "attack 5x2"), else the intent.
func appendIntent(b []byte, s string, strength int) []byte {
	in, err := ParseIntent(s)
	if err != nil || in.Kind != IntentAttack {
		return append(b, s...)
	}
	b = append(b, "attack "...)
	b = strconv.AppendInt(b, int64(max(in.Amount+strength, 0)), 10)
	if in.Times > 1 {
		b = append(b, 'x')
		b = strconv.AppendInt(b, int64(in.Times), 10)
	}
	return b
}

// hud writes the table's own labels: "Energy" (left/energy), "Draw",
// "Discard" and "Exhaust" (the piles' sizes) and "Banner" (the message, or
// the run's summary once it ended).
func (f *fight) hud() {
	t := f.t
	b := strconv.AppendInt(f.buf[:0], int64(t.Left), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(t.energy()), 10)
	setText(f.e, "Energy", b)
	for i, name := range [...]string{"Draw", "Discard", "Exhaust"} {
		setText(f.e, name, strconv.AppendInt(b[:0], int64(t.Counts[i]), 10))
	}
	b = append(b[:0], t.Message...)
	if t.Over() {
		b = append(b, "  Fights won: "...)
		b = strconv.AppendInt(b, int64(min(t.Fight, len(t.Fights))), 10)
		b = append(b, "  Turns: "...)
		b = strconv.AppendInt(b, int64(t.Turns), 10)
		b = append(b, "  Cards played: "...)
		b = strconv.AppendInt(b, int64(t.Played), 10)
		b = append(b, "  (Space: a new run)"...)
	} else if t.Phase == PhasePlayer && t.Message == "" {
		b = append(b, "Fight "...)
		b = strconv.AppendInt(b, int64(t.Fight+1), 10)
		b = append(b, " of "...)
		b = strconv.AppendInt(b, int64(len(t.Fights)), 10)
	}
	setText(f.e, "Banner", b)
	f.buf = b
}

// Draw draws the fighter's life bar (visual.Drawable): a track, the hit
// points shown (easing down after a hit) and a blue edge while it has
// block.
func (x *Fighter) Draw(s visual.Sink) {
	if x.MaxHP <= 0 {
		return
	}
	w, h, y := float64(fighterBox), 8.0, 8.0
	// Corners are rounded: a caller's -w/2 is w*0.5 to the compiler, which
	// would fuse it into left+width.
	bar := func(left, width float64, c griff.Color) {
		left, width = float64(left), float64(width)
		s.Quad(visual.Quad{Corners: [4]griff.Vec{{left, y}, {left + width, y}, {left + width, y + h}, {left, y + h}}, Color: c})
	}
	bar(-w/2, w, colorHPTrack)
	shown := x.Shown.At(s.Tick(), s.Blend(), visual.LerpFloat)
	bar(-w/2, w*max(min(shown/float64(x.MaxHP), 1), 0), colorHP)
	if x.Block > 0 {
		bar(-w/2-3, 3, colorBlock)
		bar(w/2, 3, colorBlock)
	}
}
