package rendering

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/text"
	"github.com/griffengine/griff/runtime/ui/markup"
)

// styledText is the renderer's note of a Text with Tags: its tags read into
// runs (sizes) and colours, and the runs' tints for the Text's colour.
type styledText struct {
	src    string // the string read
	read1  bool   // src has been read
	runs   []text.Run
	colors []griff.Color // by run; used where has is true
	has    []bool
	tints  []drawlist.Color // premultiplied, by run
	tintOf griff.Color      // the Text colour tints were made for
	tinted bool
}

// read reads the tags of s into runs, unless s was read last. Tags that do not
// read warn (naming the entity) and s is drawn as written, in one run.
func (st *styledText) read(f *frame, s string) {
	if st.read1 && st.src == s {
		return
	}
	st.src, st.read1, st.tinted = s, true, false
	st.runs, st.colors, st.has = st.runs[:0], st.colors[:0], st.has[:0]
	m, err := markup.Parse(s)
	if err != nil {
		f.problems.Warn(f.e, f.component(), "rendering: text tags: %v; drawn as written", err)
		st.runs = append(st.runs, text.Run{Text: s})
		st.colors, st.has = append(st.colors, griff.Color{}), append(st.has, false)
		return
	}
	for _, sp := range m.Spans {
		st.runs = append(st.runs, text.Run{Text: sp.Text, Size: sp.Size})
		st.colors, st.has = append(st.colors, sp.Color), append(st.has, sp.HasColor)
	}
}

// tintsFor returns the runs' premultiplied tints: a run's own colour where a
// tag gives one, else c (the Text's colour; zero is opaque white).
func (st *styledText) tintsFor(c griff.Color) []drawlist.Color {
	if st.tinted && st.tintOf == c {
		return st.tints
	}
	st.tints = st.tints[:0]
	for i := range st.runs {
		rc := c
		if st.has[i] {
			rc = st.colors[i]
		}
		st.tints = append(st.tints, premul(rc))
	}
	st.tintOf, st.tinted = c, true
	return st.tints
}
