package hosting_test

import (
	"testing"

	"github.com/griffengine/griff/scenes"
)

// BenchmarkLoadScene makes the built-in game's start scene as a scene change
// does (LoadedGame.LoadScene).
func BenchmarkLoadScene(b *testing.B) {
	lg := builtin(b)
	log := scenes.NewProblems(nil)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := lg.LoadScene(lg.Project.StartScene, log); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoad reads the built-in game's folder (hosting.Load).
func BenchmarkLoad(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		builtin(b)
	}
}
