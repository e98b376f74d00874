package aseprite_test

import (
	"os"
	"testing"

	"github.com/griffengine/griff/scenes/aseprite"
)

// BenchmarkReadAnimationSet_6Frames reads the test sheet (6 frames, 5 tags,
// 3 slices) and makes its animation set.
func BenchmarkReadAnimationSet_6Frames(b *testing.B) {
	data, err := os.ReadFile("testdata/hero_hash.json")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		s, _, err := aseprite.Read(data, "hero_hash.json")
		if err != nil {
			b.Fatal(err)
		}
		s.AnimationSet()
	}
}
