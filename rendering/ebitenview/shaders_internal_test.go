package ebitenview

import "testing"

// New compiles only the quad shader; the effect and floor shaders are compiled
// the first time a draw needs them, once.
func TestShadersCompileWhenFirstNeeded(t *testing.T) {
	v := New(nil, nil, Options{})
	if v.sh.quad == nil || v.sh.effect != nil || v.sh.floor != nil {
		t.Fatalf("after New: quad %v, effect %v, floor %v; want only the quad shader compiled", v.sh.quad != nil, v.sh.effect != nil, v.sh.floor != nil)
	}
	e, f := v.sh.effectShader(), v.sh.floorShader()
	if e == nil || f == nil || v.sh.effectShader() != e || v.sh.floorShader() != f {
		t.Errorf("effect %p then %p, floor %p then %p; want each compiled once", e, v.sh.effectShader(), f, v.sh.floorShader())
	}
}
