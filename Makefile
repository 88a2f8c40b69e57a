# A thin makefile over cargo, for tools that build engines with `make`.
#
# OpenBench runs `make -j EXE=NAME [CC=...|CXX=...] [EVALFILE=...]` in the engine's source
# folder and expects the binary as ./NAME (./NAME.exe on Windows); CC, CXX and EVALFILE do not
# apply to tetrarch and are ignored. `make` alone builds ./tetrarch. See docs/strength.md.

EXE ?= tetrarch
CARGO ?= cargo
TARGET_DIR := $(if $(CARGO_TARGET_DIR),$(CARGO_TARGET_DIR),target)

.PHONY: all clean

all:
	$(CARGO) build --release -p tetrarch-cli --bin tetrarch
	@if [ -f "$(TARGET_DIR)/release/tetrarch.exe" ]; then \
		cp "$(TARGET_DIR)/release/tetrarch.exe" "$(EXE).exe"; \
	else \
		cp "$(TARGET_DIR)/release/tetrarch" "$(EXE)"; \
	fi

clean:
	$(CARGO) clean
