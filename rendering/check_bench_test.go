package rendering_test

import (
	"fmt"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// BenchmarkImageCheck_10k checks a scene of 10,000 sprites over 4 images, as a
// headless host does every frame once the images are known.
func BenchmarkImageCheck_10k(b *testing.B) {
	f := newFixture(b, 1)
	for i := range 10000 {
		scenes.Add(f.entity(fmt.Sprint("S", i), nil, griff.V(float64(i%100), float64(i/100))), visual.Sprite{Image: fmt.Sprintf("assets/%d.png", i%4)})
	}
	c := rendering.NewImageCheck(checkAssets())
	c.Check(f.g)
	b.ReportAllocs()
	for b.Loop() {
		c.Check(f.g)
	}
}
