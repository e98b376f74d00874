package physics_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

func TestSceneFileRoundTrip(t *testing.T) {
	data := pileScene(t, 8)
	s, err := scenes.ReadScene("pile", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	again, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, again) {
		t.Errorf("scene with physics components changed in a read and write")
	}
	for _, want := range []string{`"kind": "circle"`, `"oneWay": "top"`, `"Griff.TilemapWalls"`, `"Griff.Rope"`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("scene file lacks %s", want)
		}
	}
}

func TestSceneFileBadKind(t *testing.T) {
	data := `{"format":1,"nextId":2,"entities":[{"id":1,"name":"A","components":{"Griff.Body":{"kind":"wobbly"}}}]}`
	_, err := scenes.ReadScene("bad.scene", []byte(data), nil)
	if err == nil || !strings.Contains(err.Error(), "wobbly") {
		t.Errorf("reading a body kind \"wobbly\" gave %v, want an error naming it", err)
	}
	data = `{"format":1,"nextId":2,"entities":[{"id":1,"name":"A","components":{"Griff.Body":{"kind":"kinematic"}}}]}`
	s, err := scenes.ReadScene("ok.scene", []byte(data), nil)
	if err != nil {
		t.Fatal(err)
	}
	if k := scenes.Get[physics.Body](s.Roots()[0]).Kind; k != physics.BodyKinematic {
		t.Errorf("kind read as %v, want kinematic", k)
	}
}
