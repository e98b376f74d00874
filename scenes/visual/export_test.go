package visual

import "encoding/json"

// Internals reached by the tests.
var FloatKey = floatKey

// OnePassTilemapForm is onePassTilemapForm, its value as any.
func OnePassTilemapForm(obj []byte) (any, bool) {
	f, ok := onePassTilemapForm(obj)
	return f, ok
}

// ReadTilemapFormBoth decodes obj with readTilemapForm and as encoding/json
// alone decoded it before readTilemapForm, into an unnamed struct (whose
// errors name no Go type), for the tests to compare.
func ReadTilemapFormBoth(obj []byte) (fast, plain any, fastErr, plainErr error) {
	f, fe := readTilemapForm(obj)
	var p plainTilemapForm
	pe := json.Unmarshal(obj, &p)
	return f, tilemapForm[[]int](p), fe, pe
}
