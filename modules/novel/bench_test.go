package novel_test

import (
	"io/fs"
	"testing"

	"github.com/griffengine/griff/modules/novel"
)

// BenchmarkParse_template reads the template's story (57 lines).
func BenchmarkParse_template(b *testing.B) {
	src, err := fs.ReadFile(novel.Template(), "story/main.story")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		novel.Parse("main.story", src)
	}
}

// BenchmarkStep_line is one step of the template's game while a line shows
// (the whole frame: the built-in systems and the novel step).
func BenchmarkStep_line(b *testing.B) {
	g, _ := started(b, "", nil)
	steps(g, 120)
	b.ReportAllocs()
	for b.Loop() {
		g.Step()
	}
}

// TestStepAllocs checks a step while a line shows allocates nothing once
// the game has settled.
func TestStepAllocs(t *testing.T) {
	g, _ := started(t, "", nil)
	steps(g, 120)
	if n := testing.AllocsPerRun(100, g.Step); n != 0 {
		t.Errorf("a step while a line shows allocates %v times, want 0", n)
	}
}
