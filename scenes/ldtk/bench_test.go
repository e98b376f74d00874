package ldtk_test

import (
	"os"
	"testing"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/ldtk"
)

// BenchmarkRead_Platformer400KB reads LDtk's 401 KB platformer sample (4
// levels) into a level and writes its scene file.
func BenchmarkRead_Platformer400KB(b *testing.B) {
	data, err := os.ReadFile("testdata/Typical_2D_platformer_example.ldtk")
	if err != nil {
		b.Fatal(err)
	}
	fsys := os.DirFS("testdata")
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		l, err := ldtk.Read("Typical_2D_platformer_example.ldtk", data, fsys, scenes.NewProblems(nil))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := l.SceneFile(); err != nil {
			b.Fatal(err)
		}
	}
}
