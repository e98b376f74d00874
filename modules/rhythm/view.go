package rhythm

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// View marks the entity the module draws a Lanes with: a child of the
// Lanes' entity named "View", made by the system on the first step the
// chart plays, holding the lanes, their lights, the judgement line, a pool
// of PoolSize notes (a head and a hold's body each), and the texts, in a
// fixed order. Saved as "Rhythm.View".
type View struct {
	// Shown holds the chart note each pool slot showed last step (-1:
	// none): a slot showing the same note again is drawn between where it
	// was and where it is; one showing a new note is placed at once: state.
	Shown []int `json:"shown,omitempty"`
	// From is the first note of the chart not yet judged: state.
	From int `json:"from,omitempty"`

	// What the texts show (the score and judged count, the combo, the last
	// judgement and its moment, whether the results show), kept by the
	// system so it writes a text only when what it shows changes. Snapshots
	// hold them (files do not, fingerprints do not count them), so a
	// restored View writes its texts at the steps straight play does: a
	// kept value lost or left from a later step would leave a restored
	// text standing (a combo gone back to none).
	TextScore  int        `griff:"-,snapshot"`
	TextJudged int        `griff:"-,snapshot"`
	TextCombo  int        `griff:"-,snapshot"`
	TextLast   int        `griff:"-,snapshot"`
	TextLastAt griff.Time `griff:"-,snapshot"`
	TextOver   bool       `griff:"-,snapshot"`
}

// PoolSize is how many notes a View draws at once: note n of the chart in
// slot n mod PoolSize. A chart with more notes on screen at once (not yet
// judged, within the scroll) draws the first PoolSize of them.
const PoolSize = 64

// The children of a View after the lanes (2 per lane: the lane and its
// light, lane by lane).
const (
	viewLine    = 0
	viewHeads   = viewLine + 1
	viewBodies  = viewHeads + PoolSize
	viewJudge   = viewBodies + PoolSize
	viewCombo   = viewJudge + 1
	viewScore   = viewCombo + 1
	viewTitle   = viewScore + 1
	viewPanel   = viewTitle + 1
	viewResults = viewPanel + 1
	viewAfter   = viewResults + 1 // children after the lanes
)

// laneColors are the lanes' colours, Friday Night Funkin's arrows: purple,
// blue, green, red, again from the fifth lane.
var laneColors = []griff.Color{griff.MustHex("#c24b99"), griff.MustHex("#00ffff"), griff.MustHex("#12fa05"), griff.MustHex("#f9393f")}

// judgeColors are the judgements' colours.
var judgeColors = [...]griff.Color{{}, griff.MustHex("#7df9ff"), griff.MustHex("#7dff7d"), griff.MustHex("#ffe14d"), griff.MustHex("#ff4d4d")}

var (
	hidden    = griff.RGBA(1, 1, 1, 0) // not the zero Color, which draws opaque white
	laneColor = griff.MustHex("#141622e0")
	lineColor = griff.MustHex("#e8ecff")
)

// popTime is how long a judgement's text shrinks back after it pops; it
// shows for showTime.
const (
	popTime  = 150 * time.Millisecond
	showTime = 600 * time.Millisecond
)

// view draws every Lanes on the entities under its View, marking the View
// and its children only when it changes them (marks.go).
func (s *system) view(g *runtime.Game) {
	for e, l := range runtime.EachRead[Lanes](g) { // read only: the drawing writes the View and its children
		c := s.charts[l.Chart].c
		if c == nil || !l.ready(c.Lanes) {
			continue
		}
		v := viewOf(g, e, l, c)
		d := drawing{l: l, c: c, v: scenes.Read[View](v), kids: v.Children(), now: g.Clock().Now(), speed: float64(l.speed() * s.prefs.p.scroll())}
		s.wasV.keep(d.v)
		tr := s.track(e, c)
		d.song = time.Duration(d.now) - s.origin(tr)
		d.lights()
		d.notes()
		d.texts()
		s.wasV.mark(v, d.v)
	}
}

// viewOf returns the View entity of the Lanes on e, making it when there is
// none, or again when it was damaged.
func viewOf(g *runtime.Game, e *scenes.Entity, l *Lanes, c *Chart) *scenes.Entity {
	for _, k := range e.Children() {
		if k.Name() != "View" || !scenes.Has[View](k) {
			continue
		}
		if v := scenes.Read[View](k); len(k.Children()) == 2*c.Lanes+viewAfter && len(v.Shown) == PoolSize {
			return k
		}
		g.Problems().Warn(k, "Rhythm.View", "has %d children, want %d; made again", len(k.Children()), 2*c.Lanes+viewAfter)
		g.Scene().Destroy(k)
		break
	}
	return buildView(g.Scene(), e, l, c)
}

// buildView makes the View of l on e.
func buildView(sc *scenes.Scene, e *scenes.Entity, l *Lanes, c *Chart) *scenes.Entity {
	w, jy := l.laneWidth(), l.judgeY()
	v := sc.NewEntity("View", e)
	shown := make([]int, PoolSize)
	for i := range shown {
		shown[i] = -1
	}
	scenes.Add(v, View{Shown: shown, TextScore: -1, TextJudged: -1})
	for i := range c.Lanes {
		x := float64(float64(i)*w) + float64(w/2)
		shape(sc, v, fmt.Sprintf("Lane%d", i+1), griff.V(x, 0), griff.V(w-2, jy+30), griff.V(0.5, 0), laneColor, -2)
		shape(sc, v, fmt.Sprintf("Light%d", i+1), griff.V(x, jy), griff.V(w-6, 12), griff.V(0.5, 0.5), dim(laneColors[i%len(laneColors)]), -1)
	}
	shape(sc, v, "Line", griff.V(float64(float64(c.Lanes)*w)/2, jy), griff.V(float64(float64(c.Lanes)*w), 2), griff.V(0.5, 0.5), lineColor, 0)
	for i := range PoolSize {
		shape(sc, v, fmt.Sprintf("Note%d", i), griff.Vec{}, griff.V(w-8, 10), griff.V(0.5, 0.5), hidden, 2)
	}
	for i := range PoolSize {
		shape(sc, v, fmt.Sprintf("Body%d", i), griff.Vec{}, griff.V(float64(w*0.4), 1), griff.V(0.5, 1), hidden, 1)
	}
	mid := float64(float64(c.Lanes)*w) / 2
	text(sc, v, "Judgement", griff.V(mid, jy-70), visual.TextAlignCenter, griff.V(0.5, 0.5), 14)
	text(sc, v, "Combo", griff.V(mid, jy-50), visual.TextAlignCenter, griff.V(0.5, 0.5), 10)
	text(sc, v, "Score", griff.V(float64(float64(c.Lanes)*w)+12, 0), visual.TextAlignLeft, griff.Vec{}, 10)
	title := text(sc, v, "Title", griff.V(-12, 0), visual.TextAlignRight, griff.V(1, 0), 10)
	title.Text = c.Title + "\n" + c.Difficulty
	if l.Record {
		title.Text = c.Title + "\nrecording a chart"
	}
	shape(sc, v, "Panel", griff.V(mid, 110), griff.V(176, 170), griff.V(0.5, 0.5), hidden, 6)
	text(sc, v, "Results", griff.V(mid, 110), visual.TextAlignCenter, griff.V(0.5, 0.5), 10).Layer = 7
	return v
}

// shape makes a Shape child of v.
func shape(sc *scenes.Scene, v *scenes.Entity, name string, at, size, pivot griff.Vec, col griff.Color, layer int) {
	b := sc.NewEntity(name, v)
	b.Transform().SetPosition(at)
	scenes.Add(b, visual.Shape{Size: size, Pivot: pivot, Color: col, DrawOrder: visual.DrawOrder{Layer: layer}})
}

// text makes a Text child of v.
func text(sc *scenes.Scene, v *scenes.Entity, name string, at griff.Vec, align visual.TextAlign, pivot griff.Vec, size float64) *visual.Text {
	t := sc.NewEntity(name, v)
	t.Transform().SetPosition(at)
	return scenes.Add(t, visual.Text{Size: size, Align: align, Pivot: pivot, DrawOrder: visual.DrawOrder{Layer: 5}})
}

// dim returns c darker, for a lane's light while it is up.
func dim(c griff.Color) griff.Color {
	return griff.RGBA(float32(c.R*0.35), float32(c.G*0.35), float32(c.B*0.35), 1)
}

// drawing is one step's drawing of one Lanes.
type drawing struct {
	l     *Lanes
	c     *Chart
	v     *View
	kids  []*scenes.Entity
	now   griff.Time
	song  time.Duration
	speed float64 // world units a second
}

// lights lights each lane held.
func (d *drawing) lights() {
	for i := range d.c.Lanes {
		col := laneColors[i%len(laneColors)]
		if !d.l.Down[i] {
			col = dim(col)
		}
		if k := d.kids[2*i+1]; k != nil {
			if sh := scenes.Read[visual.Shape](k); sh != nil && sh.Color != col {
				k.MarkChanged()
				sh.Color = col
			}
		}
	}
}
