package hosting_test

import (
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/hosting"
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

// BenchmarkReloadGame_builtinStartScene reads the built-in game's start scene
// file again and restarts it in a running game, as the window host does when
// the file changes (LoadedGame.ReloadGame): the CPU cost of a live reload of a
// large level (the built-in game's start scene is 110 KB of JSON).
func BenchmarkReloadGame_builtinStartScene(b *testing.B) {
	lg := builtin(b)
	g, err := lg.NewGame(hosting.Options{})
	if err != nil {
		b.Fatal(err)
	}
	paths := []string{"scenes/" + lg.Project.StartScene + ".json"}
	b.ReportAllocs()
	for b.Loop() {
		if c := lg.ReloadGame(g, paths); !c.Restarted {
			b.Fatalf("changes %+v, want the scene restarted", c)
		}
	}
}

// BenchmarkLoadScenesWhenEntered reads the built-in game's folder as the
// window player does (hosting.LoadWith, its scenes but the start scene read
// when entered): against BenchmarkLoad, what the window's first frame saves.
func BenchmarkLoadScenesWhenEntered(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := hosting.LoadWith(assets.BuiltinGame(), "built-in game", hosting.LoadOptions{ScenesWhenEntered: true}); err != nil {
			b.Fatal(err)
		}
	}
}
