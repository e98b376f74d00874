package scenes_test

import (
	"testing"

	"github.com/griffengine/griff/scenes"
)

// sceneFile returns the file of a scene of n root entities, each with a Mover.
func sceneFile(b *testing.B, n int) []byte {
	data, err := flatScene(n).Marshal()
	if err != nil {
		b.Fatal(err)
	}
	return data
}

func benchReadScene(b *testing.B, n int) {
	data := sceneFile(b, n)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := scenes.ReadScene("bench", data, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func benchSceneTemplateNew(b *testing.B, n int) {
	t, err := scenes.ReadSceneTemplate("bench", sceneFile(b, n), nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		t.New(nil)
	}
}

func BenchmarkReadScene_1k(b *testing.B)        { benchReadScene(b, 1_000) }
func BenchmarkSceneTemplateNew_1k(b *testing.B) { benchSceneTemplateNew(b, 1_000) }
