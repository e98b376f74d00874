package tests

import (
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
	_ "github.com/griffengine/griff/modules/all"
	_ "github.com/griffengine/griff/rendering"
	_ "github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/scenes"
)

// camelCase is a key of a hand-edited file: a lower-case letter, then letters
// and digits.
var camelCase = regexp.MustCompile(`^[a-z][a-zA-Z0-9]*$`)

// TestFileKeysAreCamelCase fails for a saved field of any registered component
// (every package a game can use is linked here) or a key of project.griff
// that is not camelCase, so the files people edit by hand speak one
// vocabulary. Former spellings are read, never written, and do not count.
func TestFileKeysAreCamelCase(t *testing.T) {
	types := scenes.Types()
	if len(types) < 30 {
		t.Fatalf("only %d component types registered: the test links too little", len(types))
	}
	for _, ct := range types {
		for _, f := range ct.Fields() {
			if !camelCase.MatchString(f.Key) {
				t.Errorf("component %s saves field %s as %q, which is not camelCase", ct.Name(), f.Name, f.Key)
			}
		}
	}
	for _, key := range jsonKeys(reflect.TypeFor[hosting.Project](), "") {
		if !camelCase.MatchString(key[strings.LastIndexByte(key, '.')+1:]) {
			t.Errorf("project.griff key %s is not camelCase", key)
		}
	}
}

// jsonKeys returns the keys encoding/json writes for t, nested objects as
// "window.width"; embedded structs (the former spellings) are left out.
func jsonKeys(t reflect.Type, prefix string) []string {
	var out []string
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Anonymous || !f.IsExported() {
			continue
		}
		key, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if key == "-" {
			continue
		}
		if key == "" {
			key = f.Name
		}
		out = append(out, prefix+key)
		if f.Type.Kind() == reflect.Struct && f.Type.PkgPath() == t.PkgPath() {
			out = append(out, jsonKeys(f.Type, prefix+key+".")...)
		}
	}
	return out
}
