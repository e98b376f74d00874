package scenes

import (
	"errors"
	"strings"
	"testing"
)

func TestReadersRefuseFilesOverMaxFileSize(t *testing.T) {
	ok := `{"entities":[{"id":1,"name":"` + strings.Repeat("a", MaxFileSize-40) + `"}]}`
	ok += strings.Repeat(" ", MaxFileSize-len(ok))
	if _, err := ReadSceneTemplate("at.json", []byte(ok), nil); err != nil {
		t.Fatalf("a file of exactly MaxFileSize bytes: %v", err)
	}
	over := []byte(ok + " ")
	read := map[string]func() error{
		"ReadScene":         func() error { _, err := ReadScene("big.json", over, nil); return err },
		"ReadSceneTemplate": func() error { _, err := ReadSceneTemplate("big.json", over, nil); return err },
		"ReadTemplate":      func() error { _, err := ReadTemplate("big.json", over, nil); return err },
	}
	for name, f := range read {
		err := f()
		var fe *FileError
		if !errors.As(err, &fe) || !errors.Is(err, ErrFormat) || fe.File != "big.json" {
			t.Fatalf("%s: err %v, want a *FileError for big.json wrapping ErrFormat", name, err)
		}
		if !strings.Contains(err.Error(), "2097152") {
			t.Errorf("%s: %q does not name the bound", name, err)
		}
	}
}
