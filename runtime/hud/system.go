package hud

import (
	"math"
	"strconv"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/runtime/ui/markup"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// StepHUD places anchored entities, reads the HUD elements' sources, moves
// bars' trails and typewriters (present phase).
var StepHUD = runtime.NewStep("HUD")

// Options configure the HUD system. The zero value lays out on a 960×540
// screen with no string table.
type Options struct {
	// Screen is the game's logical screen in pixels (the project's window
	// width and height), which anchors pin to. The default (zero) is 960×540.
	Screen griff.Vec
	// Strings is the string table texts starting with "@" are looked up in,
	// in the language of the UI's settings (ui.IPanels); nil means none (the
	// text is shown as written).
	Strings *ui.Strings
}

// Defaults of the elements' zero values.
const (
	defaultRate       = 30                     // a typewriter's characters a second
	defaultTrailDelay = 500 * time.Millisecond // a bar's trail's wait
	defaultTrailSpeed = 0.5                    // a bar's trail's fall, bar lengths a second
	defaultSkip       = "UIAccept"             // a typewriter's skip action
)

// system is the HUD system.
type system struct {
	opts Options       `griff:"-"`
	g    *runtime.Game `griff:"-"`
}

// NewSystem returns the HUD system, named "HUD", with its one step, StepHUD.
func NewSystem(opts Options) runtime.System {
	if !(opts.Screen[0] > 0 && opts.Screen[1] > 0) {
		opts.Screen = griff.V(960, 540)
	}
	return &system{opts: opts}
}

func (*system) Name() string { return "HUD" }

func (s *system) Setup(g *runtime.Game) error {
	s.g = g
	g.AddStep(StepHUD, runtime.InPhase(runtime.PhasePresent), s.step)
	s.SceneStarted(g)
	return nil
}

// SceneStarted checks the scene's HUD elements at once: their sources, a
// Pips' Max, their texts' string-table ids and tags, numbers that make no
// sense (checkValues), warning about mistakes
// when a scene comes in (and for the start scene when the system is set
// up), also under a title menu that pauses the gameplay (StepHUD does not
// run then). It changes no element's state; it implements
// runtime.SceneStarter.
func (s *system) SceneStarted(g *runtime.Game) {
	sc := g.Scene()
	for e, b := range scenes.ActiveRead[Bar](sc) {
		s.checkSource(e, "Griff.HudBar", &b.src, b.Source)
		s.checkSource(e, "Griff.HudBar", &b.max, b.MaxSource)
	}
	for e, c := range scenes.ActiveRead[Counter](sc) {
		s.checkSource(e, "Griff.HudCounter", &c.src, c.Source)
		s.workCounter(e, c)
	}
	for e, p := range scenes.ActiveRead[Pips](sc) {
		s.checkSource(e, "Griff.HudPips", &p.src, p.Source)
		s.checkSource(e, "Griff.HudPips", &p.max, p.MaxSource)
		if p.MaxSource.Output == "" && p.Max > MaxPips {
			s.g.Problems().Warn(e, "Griff.HudPips", "max %d is more than %d pips; drawing %d", p.Max, MaxPips, MaxPips)
		}
	}
	for e, l := range scenes.ActiveRead[Label](sc) {
		s.workLabel(e, l)
	}
	for e, t := range scenes.ActiveRead[Typewriter](sc) {
		s.work(e, "Griff.HudTypewriter", &t.shot, t.Text, 0)
	}
	checkValues(g, sc)
}

// checkSource reads src's number once, for its warnings, if it is set.
func (s *system) checkSource(e *scenes.Entity, comp string, l *link, src Source) {
	if src.Output != "" {
		l.number(e, comp, src)
	}
}

// step runs the HUD for one step.
func (s *system) step(g *runtime.Game) {
	sc := g.Scene()
	for e, a := range scenes.AllRead[Anchor](sc) { // SetPosition marks a moved one
		if p := a.place(s.opts.Screen); e.Transform().Position() != p {
			e.Transform().SetPosition(p)
		}
	}
	tick := g.Clock().Tick()
	dt := g.Clock().StepDuration().Seconds()
	// Each element is stepped on a copy, read only: its entity is marked
	// changed only when its saved state moved (a Timeline then writes its
	// record again); the caches (links, worked-out texts) are copied back
	// either way.
	for e, b := range scenes.ActiveRead[Bar](sc) {
		nb := *b
		nb.HUD = true
		s.stepBar(e, &nb, tick, dt)
		markIf(e, barState(&nb) != barState(b))
		*b = nb
	}
	for e, c := range scenes.ActiveRead[Counter](sc) {
		count := c.Count
		if c.Source.Output != "" {
			if v, ok := c.src.number(e, "Griff.HudCounter", c.Source); ok {
				count = int(math.Round(v))
			}
		}
		if markIf(e, !c.HUD || count != c.Count) {
			c.HUD, c.Count = true, count
		}
		s.workCounter(e, c)
	}
	for e, p := range scenes.ActiveRead[Pips](sc) {
		np := *p
		np.HUD = true
		s.stepPips(e, &np)
		markIf(e, np.HUD != p.HUD || np.Value != p.Value || np.Max != p.Max)
		*p = np
	}
	for e, l := range scenes.ActiveRead[Label](sc) {
		if markIf(e, !l.HUD) {
			l.HUD = true
		}
		s.workLabel(e, l)
	}
	for e, t := range scenes.ActiveRead[Typewriter](sc) {
		nt := *t
		nt.HUD = true
		s.stepTypewriter(e, &nt)
		markIf(e, typewriterState(&nt) != typewriterState(t))
		*t = nt
	}
}

// markIf marks e changed if changed, and returns changed.
func markIf(e *scenes.Entity, changed bool) bool {
	if changed {
		e.MarkChanged()
	}
	return changed
}

// barState is what the system writes of a bar's saved state, to compare.
type barStateOf struct {
	value, max   float64
	fill, trail  visual.Smoothed[float64]
	hold         int
	started, hud bool
}

func barState(b *Bar) barStateOf {
	return barStateOf{b.Value, b.Max, b.Fill, b.Trail, b.Hold, b.Started, b.HUD}
}

// typewriterState is what the system writes of a typewriter's saved state,
// to compare.
type typewriterStateOf struct {
	of                  string
	shown, wait, pauses int
	owed                float64
	skipped, done, hud  bool
}

func typewriterState(t *Typewriter) typewriterStateOf {
	return typewriterStateOf{t.Of, t.Shown, t.Wait, t.Pauses, t.Owed, t.Skipped, t.Done, t.HUD}
}

// stepBar reads a bar's sources and moves its fill and trail.
func (s *system) stepBar(e *scenes.Entity, b *Bar, tick griff.Tick, dt float64) {
	if b.Source.Output != "" {
		if v, ok := b.src.number(e, "Griff.HudBar", b.Source); ok {
			b.Value = v
		}
	}
	if b.MaxSource.Output != "" {
		if v, ok := b.max.number(e, "Griff.HudBar", b.MaxSource); ok {
			b.Max = v
		}
	}
	f := b.fraction()
	if !b.Started {
		b.Started = true
		b.Fill.Snap(f)
		b.Trail.Snap(f)
		return
	}
	if f < b.Fill.Value() {
		b.Hold = stepsOf(b.trailDelay().Seconds(), s.g.Clock().StepDuration())
	}
	setSmoothed(&b.Fill, tick, f)
	t := b.Trail.Value()
	switch {
	case b.TrailSpeed < 0 || f >= t:
		t, b.Hold = f, 0
	case b.Hold > 0:
		b.Hold--
	default:
		speed := b.TrailSpeed
		if speed == 0 {
			speed = defaultTrailSpeed
		}
		t = max(f, t-float64(speed*dt))
	}
	setSmoothed(&b.Trail, tick, t)
}

// setSmoothed sets v in step tick if it changed or was drawn moving.
func setSmoothed(sm *visual.Smoothed[float64], tick griff.Tick, v float64) {
	if v != sm.Value() || sm.Previous() != v {
		sm.Set(tick, v)
	}
}

// fraction returns how full the bar is, 0..1 (0 for NaN).
func (b *Bar) fraction() float64 {
	m := b.Max
	if !(m > 0) {
		m = 1
	}
	f := b.Value / m
	if !(f > 0) {
		return 0
	}
	return min(1, f)
}

func (b *Bar) trailDelay() time.Duration {
	switch {
	case b.TrailDelay == 0:
		return defaultTrailDelay
	case b.TrailDelay < 0:
		return 0
	}
	return b.TrailDelay
}

// stepPips reads a Pips' sources and bounds its Max.
func (s *system) stepPips(e *scenes.Entity, p *Pips) {
	if p.Source.Output != "" {
		if v, ok := p.src.number(e, "Griff.HudPips", p.Source); ok {
			p.Value = int(math.Round(v))
		}
	}
	if p.MaxSource.Output != "" {
		if v, ok := p.max.number(e, "Griff.HudPips", p.MaxSource); ok {
			p.Max = int(math.Round(v))
		}
	}
	if p.Max > MaxPips {
		s.g.Problems().Warn(e, "Griff.HudPips", "max %d is more than %d pips; drawing %d", p.Max, MaxPips, MaxPips)
	}
}

// language returns the UI's language, or "" with no UI.
func (s *system) language() string {
	if p, ok := runtime.LookupService[ui.IPanels](s.g); ok {
		return p.Settings().Language
	}
	return ""
}

// work works out sh for the text txt of e's component comp: a row of the
// string table for "@id", its tags read (a text whose tags do not read warns
// once and is shown as written). It does nothing if sh is for txt already.
func (s *system) work(e *scenes.Entity, comp string, sh *shown, txt string, n int) bool {
	lang := s.language()
	if sh.done && sh.from == txt && sh.lang == lang && sh.n == n {
		return false
	}
	sh.done, sh.from, sh.lang, sh.n = true, txt, lang, n
	if id, ok := cutAt(txt); ok && s.opts.Strings != nil {
		if v, ok := s.opts.Strings.Lookup(id, lang); ok {
			txt = v
		} else {
			s.g.Problems().Warn(e, comp, "no string %q in the string table", id)
		}
	}
	m, err := markup.Parse(txt)
	if err != nil {
		s.g.Problems().Warn(e, comp, "text %q: %v", txt, err)
		sh.plain, sh.style, sh.pauses = txt, markup.Span{}, nil
		return true
	}
	sh.plain, sh.style, sh.pauses = m.Plain(), markup.Span{}, m.Pauses
	if len(m.Spans) > 0 {
		sh.style = m.Spans[0]
	}
	return true
}

func cutAt(s string) (string, bool) {
	if len(s) > 1 && s[0] == '@' {
		return s[1:], true
	}
	return "", false
}

// workCounter works out the text of a counter showing c.Count.
func (s *system) workCounter(e *scenes.Entity, c *Counter) {
	if !s.work(e, "Griff.HudCounter", &c.shot, c.Format, c.Count) {
		return
	}
	format := c.shot.plain
	if c.Format == "" {
		format = "%d"
	}
	c.num = strconv.AppendInt(c.num[:0], int64(c.Count), 10)
	if pad := c.Digits - len(c.num); pad > 0 && c.Count >= 0 {
		c.num = append(c.num, make([]byte, pad)...)
		copy(c.num[pad:], c.num)
		for i := range pad {
			c.num[i] = '0'
		}
	}
	c.shot.plain = formatCount(format, c.num)
}

// formatCount returns format with its first "%d" replaced by num and each
// "%%" by "%".
func formatCount(format string, num []byte) string {
	out := make([]byte, 0, len(format)+len(num))
	done := false
	for i := 0; i < len(format); i++ {
		if format[i] == '%' && i+1 < len(format) {
			switch {
			case format[i+1] == '%':
				out = append(out, '%')
				i++
				continue
			case format[i+1] == 'd' && !done:
				out = append(out, num...)
				done = true
				i++
				continue
			}
		}
		out = append(out, format[i])
	}
	return string(out)
}

// workLabel works out what a label shows.
func (s *system) workLabel(e *scenes.Entity, l *Label) {
	txt := l.Text
	if l.Source.Output != "" {
		txt = ""
		if v, ok := l.src.text(e, "Griff.HudText", l.Source); ok {
			txt = v
		}
	}
	s.work(e, "Griff.HudText", &l.shot, txt, 0)
}

// Typewriter steps.

// stepTypewriter reveals t's text for one step: Rate characters a second are
// Rate × the time scale added to Owed each step, and one is revealed for each
// step rate's worth of Owed, so a whole-number rate reveals exactly, with no
// rounding.
func (s *system) stepTypewriter(e *scenes.Entity, t *Typewriter) {
	if t.Of != t.Text {
		t.Of, t.Shown, t.Owed, t.Wait, t.Pauses, t.Done, t.Skipped = t.Text, 0, 0, 0, 0, false, false
	}
	if s.work(e, "Griff.HudTypewriter", &t.shot, t.Of, 0) || t.ends == nil {
		t.prepare()
	}
	if t.Done {
		return
	}
	skip := t.Skip
	if skip == "" {
		skip = defaultSkip
	}
	if t.Skipped || (skip != "-" && s.g.Input().Pressed(0, skip)) {
		t.Shown, t.Pauses, t.Wait, t.Skipped = len(t.ends), len(t.shot.pauses), 0, false
	}
	if t.Wait > 0 {
		t.Wait--
		return
	}
	rate := t.Rate
	if !(rate > 0) {
		rate = defaultRate
	}
	t.Owed += float64(rate * s.g.Clock().TimeScale())
	if s.reveal(t, float64(s.g.Clock().StepRate())) {
		t.Done = true
		if m, ok := runtime.LookupService[messages.Messages](s.g); ok {
			m.Emit(e, "Griff.HudTypewriter", OutputFinished)
		}
	}
}

// reveal reveals the characters owed (a character for each whole per of
// Owed), stopping at a pause; it reports whether the whole text is shown with
// every pause passed.
func (s *system) reveal(t *Typewriter, per float64) bool {
	pauses := t.shot.pauses
	for {
		if t.Pauses < len(pauses) && pauses[t.Pauses].At <= t.Shown {
			t.Wait = stepsOf(pauses[t.Pauses].Seconds, s.g.Clock().StepDuration())
			t.Pauses++
			if t.Wait > 0 {
				t.Owed = 0
				return false
			}
			continue
		}
		if t.Shown >= len(t.ends) {
			t.Owed = 0
			return true
		}
		if t.Owed < per {
			return false
		}
		t.Shown++
		t.Owed -= per
	}
}

// prepare works out where each character of the typewriter's text ends.
func (t *Typewriter) prepare() {
	t.ends = t.ends[:0]
	for i := range t.shot.plain {
		if i > 0 {
			t.ends = append(t.ends, i)
		}
	}
	if len(t.shot.plain) > 0 {
		t.ends = append(t.ends, len(t.shot.plain))
	}
	if t.ends == nil {
		t.ends = []int{}
	}
}

// stepsOf returns how many steps of length step last sec seconds, rounded to
// the nearest (0 for NaN or less than half a step).
func stepsOf(sec float64, step time.Duration) int {
	n := math.Round(sec / step.Seconds())
	if !(n > 0) {
		return 0
	}
	return int(min(n, math.MaxInt32))
}
